import clientExample from '../../../examples/portal-client.ts?raw';
import reactExample from '../../../examples/react-app/main.tsx?raw';
import { CODE_LICENCE, CONTENT_LICENCE } from '../../lib/licences';
import { CLIENT_PACKAGE_PATH, PORTAL_VERSION } from '../../lib/portalVersion';
import { OPENAPI_PATH } from '../../rest/openapi';
import * as s from './ApiGuide.css';

// The typed client the portal serves: installing it, its examples (run by tests on every build),
// its licences and its versions.

export function ClientSection({ origin }: { origin: string }) {
  return (
    <>
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
    </>
  );
}
