import clientExample from '../../../examples/portal-client.ts?raw';
import reactExample from '../../../examples/react-app/main.tsx?raw';
import {
  DATAPACKAGE_PATH,
  EXPORT_PATH,
  IATI_ACTIVITIES_PATH,
  IATI_PREFIX,
} from '../../lib/exportPaths';
import { CODE_LICENCE, CONTENT_LICENCE } from '../../lib/licences';
import { CLIENT_PACKAGE_PATH, PORTAL_VERSION } from '../../lib/portalVersion';
import type { Registry } from '../../registry/database/db';
import { luceneQueryExample } from '../../rest/luceneFields';
import { exampleKey, exampleRuns } from '../../rest/exampleRuns';
import { openApiDocument, OPENAPI_PATH } from '../../rest/openapi';
import * as s from './ApiGuide.css';
import { EndpointSection, type OpenApiOperation } from './EndpointSection';
import { trimmedJson } from './trimJson';
import { ProjectFieldTable, QueryFieldTable } from './FieldTables';

// The /api guide, server-rendered from the OpenAPI document, so the page lists exactly what the
// API answers. Sections: purpose, endpoints, the search query, record fields, typed RPC, open data.

export const API_PDF_PATH = '/data/api/api_fields.pdf';

interface Doc {
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation & { tags: string[] }>>;
}

export async function ApiGuide({ db, origin }: { db: Registry; origin: string }) {
  const doc = openApiDocument() as unknown as Doc;
  const runs = await exampleRuns(db, origin, trimmedJson);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <div className={s.guide}>
      <h1>API порталу: дані реєстру для розробників і журналістів</h1>
      <p className={s.lead}>
        Усі дані порталу — проєкти, довідники, статистика, новини, глосарій, нормативна база —
        доступні програмам: без реєстрації й ключів, лише читання. Для будь-якої мови — REST з JSON
        (шляхи сумісні з сервісом реєстру); для TypeScript — типізований RPC; для аналізу в таблицях
        — відкриті дані CSV, JSON і Excel.
      </p>
      <nav aria-labelledby="api-contents">
        <h2 id="api-contents">Зміст</h2>
        <ul className={s.toc}>
          <li>
            <a href="#api-docs">Документація OpenAPI та PDF</a>
          </li>
          <li>
            <a href="#api-endpoints">Адреси API</a>
          </li>
          <li>
            <a href="#api-query">Пошуковий запит query</a>
          </li>
          <li>
            <a href="#api-fields">Поля запису проєкту</a>
          </li>
          <li>
            <a href="#api-rpc">Типізований клієнт для TypeScript</a>
          </li>
          <li>
            <a href="#open-data">Відкриті дані</a>
          </li>
          <li>
            <a href="#iati">Дані у стандарті IATI</a>
          </li>
        </ul>
      </nav>

      <h2 id="api-docs">Документація OpenAPI та PDF</h2>
      <ul>
        <li>
          <a href={OPENAPI_PATH}>Документ OpenAPI 3.1</a> (<code>{OPENAPI_PATH}</code>) — для
          генераторів клієнтів, Postman, Swagger UI.
        </li>
        <li>
          <a href={API_PDF_PATH}>Опис полів API (PDF)</a>.
        </li>
        <li>
          Помилки мають вигляд <code>{'{"error": "код", "message": "пояснення"}'}</code> зі статусом
          400 (невірний параметр чи запит), 404 (немає запису), 405 чи 415.
        </li>
        <li>
          GET-відповіді дозволено читати з будь-якого сайту (
          <code>Access-Control-Allow-Origin: *</code>).
        </li>
      </ul>

      <h2 id="api-endpoints">Адреси API</h2>
      {operations.map(({ path, method, operation }) => (
        <EndpointSection
          key={`${method} ${path}`}
          method={method}
          path={path}
          operation={operation}
          run={runs.get(exampleKey(method, path))}
          origin={origin}
        />
      ))}

      <h2 id="api-query">Пошуковий запит query</h2>
      <p>
        Пошук <code>/api/_search/xm-entities</code> і вивантаження приймають параметр{' '}
        <code>query</code> у синтаксисі Lucene, як сервіс реєстру, наприклад{' '}
        <code>{luceneQueryExample}</code>. Можна: <code>AND</code>, <code>OR</code>, дужки, фрази в
        лапках, <code>поле:значення</code>, діапазони <code>[a TO b]</code> (<code>*</code> — без
        межі); поєднуючи AND і OR, ставте дужки. Не можна (відповідь 400 з поясненням):{' '}
        <code>NOT</code> і <code>-</code>, <code>~</code>, <code>^</code>, регулярні вирази, шаблони
        всередині слова, діапазони <code>{'{a TO b}'}</code>. Текст шукається за початками слів, як
        у формі пошуку на порталі: результати ті самі.
      </p>
      <QueryFieldTable />

      <h2 id="api-fields">Поля запису проєкту</h2>
      <p>
        Запис <code>GET /api/xm-entities/PROJECT-&#123;projectId&#125;</code> має всі поля; пошук і
        вивантаження — поля рядка списку. Дати — у форматі РРРР-ММ-ДД, суми — у гривнях.
      </p>
      <ProjectFieldTable />

      <h2 id="api-rpc">Типізований клієнт для TypeScript</h2>
      <p>
        Портал сам роздає свій клієнт — пакет npm <code>ifi-portal-client</code> версії{' '}
        {PORTAL_VERSION}. Встановлення в будь-якій теці (Node 20+):
      </p>
      <pre className={s.code}>
        <code>{`npm install ${origin}${CLIENT_PACKAGE_PATH}`}</code>
      </pre>
      <p>
        <code>createPortalClient(адреса)</code> повертає два клієнти: <code>rpc</code> — tRPC з
        усіма процедурами порталу (superjson уже налаштовано) і <code>rest</code> — openapi-fetch зі
        шляхами REST. Типи входу й результату згенеровано з коду порталу та з{' '}
        <a href={OPENAPI_PATH}>документа OpenAPI</a>: помилка в назві поля чи типі параметра —
        помилка компіляції. Це модуль ES з оголошеннями типів; працює в Node і в браузері через
        збирач (Vite, webpack, esbuild). Приклад нижче перевіряє автоматичний тест на кожній збірці:
        встановлює пакет у порожню теку, компілює приклад і запускає його.
      </p>
      <pre className={s.code}>
        <code>{clientExample}</code>
      </pre>
      <h3>React</h3>
      <p>
        Другий вхід пакета, <code>ifi-portal-client/react</code>, — хуки TanStack Query від tRPC з
        тими самими типами: <code>PortalProvider</code> (клієнт запитів окремий для кожного
        рендерингу на сервері й один у браузері) і <code>useTRPC()</code>. React і TanStack Query —
        необов’язкові залежності: звичайний вхід їх не тягне. Встановлення:
      </p>
      <pre className={s.code}>
        <code>{`npm install ${origin}${CLIENT_PACKAGE_PATH} react react-dom @tanstack/react-query @trpc/tanstack-react-query`}</code>
      </pre>
      <p>
        Застосунок Vite нижче показує проєкти з фільтром за назвою; автоматичний тест збирає його з
        пакетом цього порталу й запускає в Chromium. RPC-запити читання дозволено з будь-якого
        сайту, як і REST.
      </p>
      <pre className={s.code}>
        <code>{reactExample}</code>
      </pre>
      <h3>Ліцензії</h3>
      <p>
        Код клієнта, як і код порталу, — під ліцензією{' '}
        <a href={CODE_LICENCE.url}>{CODE_LICENCE.name}</a> (<code>{CODE_LICENCE.spdx}</code>, поле{' '}
        <code>license</code> пакета): його можна використовувати в будь-якій програмі, зокрема
        закритій; змінену версію самого клієнта, якщо її поширюють, поширюють під тією ж ліцензією
        або сумісною з нею. Дані, які він повертає, — під ліцензією{' '}
        <a href={CONTENT_LICENCE.url}>{CONTENT_LICENCE.name}</a>: використовуйте вільно, зазначаючи
        джерело — портал проєктів МФО.
      </p>
      <h3>Версії</h3>
      <p>
        Версія пакета — версія порталу (її ж має <code>info.version</code> у документі OpenAPI), за
        правилами семантичного версіонування. Без нової головної версії можуть з’явитися нові
        процедури й шляхи, нові необов’язкові параметри й нові поля результатів: клієнт попередньої
        версії далі працює. Видалене чи перейменоване поле, процедура, шлях або параметр, змінений
        тип, параметр, що став обов’язковим чи суворішим, — лише з новою головною версією. Поки
        головна версія 0, її роль виконує друга цифра (0.1 → 0.2), як і в діапазоні npm{' '}
        <code>{`^${PORTAL_VERSION}`}</code>.
      </p>

      <h2 id="open-data">Відкриті дані</h2>
      <p>
        Увесь реєстр або його частина (той самий параметр <code>query</code>) одним файлом, ліцензія{' '}
        <a href={CONTENT_LICENCE.url}>{CONTENT_LICENCE.name}</a> (зазначайте джерело):
      </p>
      <ul>
        <li>
          <a href={`${EXPORT_PATH}?format=csv`}>CSV</a> (UTF-8, назви полів у першому рядку)
        </li>
        <li>
          <a href={`${EXPORT_PATH}?format=json`}>JSON</a> (масив записів)
        </li>
        <li>
          <a href={`${EXPORT_PATH}?format=xlsx`}>Excel (XLSX)</a> (заголовки стовпців українською)
        </li>
        <li>
          <a href={DATAPACKAGE_PATH}>datapackage.json</a> — опис набору за стандартом Frictionless
          Data, як на порталах відкритих даних
        </li>
      </ul>
      <p className={s.muted}>
        Наприклад, проєкти одного кредитора:{' '}
        <code>
          {origin}
          {EXPORT_PATH}?format=csv&amp;query={encodeURIComponent('data.creditorId:3')}
        </code>
      </p>

      <h2 id="iati">Дані у стандарті IATI</h2>
      <p>
        IATI (International Aid Transparency Initiative) — відкритий стандарт, у якому донори й
        банки розвитку (Світовий банк, ЄБРР, ЄІБ, JICA, KfW) публікують, що вони фінансують; його
        читають d-portal, IATI Datastore та інші інструменти. Портал публікує реєстр у версії IATI
        2.03 від імені Міністерства фінансів України (ідентифікатор організації{' '}
        <code>UA-EDR-00013480</code>):
      </p>
      <ul>
        <li>
          <a href={IATI_ACTIVITIES_PATH}>Усі проєкти у форматі IATI (XML)</a> — ті самі параметри,
          що й у пошуку проєктів, дають відфільтрований файл, наприклад{' '}
          <code>
            {origin}
            {IATI_ACTIVITIES_PATH}?mfo=2&amp;projectState=5
          </code>
          ;
        </li>
        <li>
          один проєкт — <code>{`${IATI_PREFIX}/activities/{projectId}.xml`}</code>; посилання на
          нього є на сторінці кожного проєкту.
        </li>
      </ul>
      <p>
        Кожен запис (iati-activity) містить назву й описи проєкту українською, кредитора, Мінфін і
        відповідального виконавця, стан і дати реалізації, галузь (код OECD DAC і галузь порталу),
        річні бюджети з динаміки вартості, підписану позику та використані кошти (у гривнях),
        посилання на сторінку проєкту, текст угоди й прикріплені документи. Проєкти, які ще не мають
        жодної дати початку (зокрема ті, що готуються), не записуються: їх кількість — у коментарі
        наприкінці файлу. Файл відповідає офіційній схемі IATI 2.03.
      </p>
    </div>
  );
}
