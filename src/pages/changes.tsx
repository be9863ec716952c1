import { ChangeList, changesText } from '../components/changes/ChangeList';
import { ChangesFilters } from '../components/changes/ChangesFilters';
import * as css from '../components/changes/ChangesPage.css';
import { FeedLink } from '../components/changes/FeedLink';
import { ScreenHeader } from '../components/layout/ScreenHeader';
import { activeFilters } from '../components/projects/activeFilters';
import { Pagination } from '../components/projects/Pagination';
import { formatDate } from '../lib/format';
import { defaultSort } from '../lib/projectQuery';
import {
  CHANGES_PATH,
  changesFeedHref,
  changesQueryString,
  parseChangesQuery,
} from '../lib/changesQuery';
import { listChanges } from '../registry/changes/changeList';
import { getRegistry } from '../registry/database/db';
import { filterReferences } from '../registry/projects/references';

// What changed in the registry: the changes of every sync, newest first, 20 per
// page, grouped by the day of the update; the /projects filters select the changes of the
// projects they match. A plain GET form and links: the whole page works without JavaScript.
export default async function ChangesPage({ query }: { query?: string }) {
  const db = getRegistry();
  const parsed = parseChangesQuery(new URLSearchParams((query ?? '').replace(/^\?/, '')));
  const selection = { ...parsed.query, page: undefined };
  const [page, references] = await Promise.all([
    listChanges(db, parsed.query),
    filterReferences(db),
  ]);
  const filtered = Object.keys(parsed.query.filters).length > 0 || parsed.query.since;
  const project = parsed.query.project;
  const projectName = page.entries[0]?.projectName;
  const pastTheEnd = page.total > 0 && page.entries.length === 0;
  // The filters in force, in words (the form is closed on phones): what this list is.
  const inForce = [
    ...activeFilters({ ...parsed.query, sort: defaultSort }, references).map(
      (f) => `${f.label}: ${f.value}`,
    ),
    ...(parsed.query.since ? [`від ${formatDate(parsed.query.since)}`] : []),
  ];
  return (
    <>
      <ScreenHeader screen="changes" />
      <p className={css.intro}>
        Що змінювалося в реєстрі після кожного оновлення: нові й вилучені проєкти, змінені суми,
        дати, стани та інші поля — було і стало. Найновіші зміни першими.
      </p>
      <FeedLink
        href={changesFeedHref(selection)}
        title={
          project
            ? `Зміни проєкту${projectName ? ` «${projectName}»` : ''}`
            : filtered
              ? 'Зміни в реєстрі проєктів МФО за обраними фільтрами'
              : 'Зміни в реєстрі проєктів МФО'
        }
      />
      {project ? (
        <p className={css.notice}>
          Показано зміни одного проєкту{projectName ? ` «${projectName}»` : ''} (ідентифікатор{' '}
          {project}).{' '}
          <a href={`${CHANGES_PATH}${changesQueryString({ ...selection, project: undefined })}`}>
            Показати зміни всіх проєктів
          </a>
        </p>
      ) : null}
      {parsed.errors.project ? (
        <p className={css.notice}>
          Ідентифікатор проєкту невірний ({parsed.errors.project}), показано зміни всіх проєктів.
        </p>
      ) : null}
      <div className={css.area}>
        <ChangesFilters parsed={parsed} references={references} />
        {inForce.length ? <p className={css.inForce}>Відібрано: {inForce.join('; ')}</p> : null}
        <h2 className={css.count} id="changes-count">
          {`Знайдено ${page.capped ? 'понад ' : ''}${changesText(page.total)}`}
          {page.pageCount > 1
            ? `, сторінка ${Math.min(page.page, page.pageCount)} з ${page.pageCount}`
            : ''}
        </h2>
        {page.capped ? (
          <p className={css.notice}>
            Показано найновіші {changesText(page.total)}. Щоб побачити давніші, уточніть фільтри або
            вкажіть дату в полі «Зміни від дати».
          </p>
        ) : null}
        {parsed.errors.page ? (
          <p className={css.notice}>
            Номер сторінки невірний ({parsed.errors.page}), показано першу сторінку.
          </p>
        ) : null}
        {page.total === 0 ? (
          <div className={css.notice}>
            <p>Змін не знайдено.</p>
            {filtered || project ? (
              <p>
                <a href={CHANGES_PATH}>Показати всі зміни в реєстрі</a>
              </p>
            ) : null}
          </div>
        ) : pastTheEnd ? (
          <div className={css.notice}>
            <p>
              Сторінки {page.page} немає: усього сторінок — {page.pageCount}.{' '}
              <a
                href={`${CHANGES_PATH}${changesQueryString({ ...selection, page: page.pageCount })}`}
              >
                Перейти до останньої сторінки
              </a>
            </p>
          </div>
        ) : (
          <ChangeList entries={page.entries} />
        )}
        <Pagination
          query={parsed.query}
          pageCount={page.pageCount}
          pageHref={(p) => `${CHANGES_PATH}${changesQueryString({ ...selection, page: p })}`}
          label="Сторінки змін"
        />
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
