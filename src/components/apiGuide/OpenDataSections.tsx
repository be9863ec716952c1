import {
  DATAPACKAGE_PATH,
  EXPORT_PATH,
  IATI_ACTIVITIES_PATH,
  IATI_PREFIX,
} from '../../lib/exportPaths';
import { CONTENT_LICENCE } from '../../lib/licences';
import * as s from './ApiGuide.css';

// The registry as files: the open-data exports and the IATI publication.

export function OpenDataSection({ origin }: { origin: string }) {
  return (
    <>
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
    </>
  );
}

export function IatiSection({ origin }: { origin: string }) {
  return (
    <>
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
    </>
  );
}
