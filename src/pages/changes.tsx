import {
  changesFeedTitle,
  BadPageNotice,
  BadProjectNotice,
  CappedNotice,
  OneProjectNotice,
} from '../components/changes/ChangesNotices';
import { ChangesCount, ChangesResults } from '../components/changes/ChangesResults';
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
  type ParsedChangesQuery,
} from '../lib/changesQuery';
import { listChanges } from '../registry/changes/changeList';
import { getRegistry } from '../registry/database/db';
import { filterReferences } from '../registry/projects/references';
import type { SearchReferences } from '../components/projects/types';

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
  const filtered = Object.keys(parsed.query.filters).length > 0 || Boolean(parsed.query.since);
  const { project } = parsed.query;
  const projectName = page.entries[0]?.projectName;
  const inForce = filtersInForce(parsed, references);
  return (
    <>
      <ScreenHeader screen="changes" />
      <p className={css.intro}>
        Що змінювалося в реєстрі після кожного оновлення: нові й вилучені проєкти, змінені суми,
        дати, стани та інші поля — було і стало. Найновіші зміни першими.
      </p>
      <FeedLink
        href={changesFeedHref(selection)}
        title={changesFeedTitle(project, projectName, filtered)}
      />
      {project ? (
        <OneProjectNotice project={project} projectName={projectName} selection={selection} />
      ) : null}
      {parsed.errors.project ? <BadProjectNotice project={parsed.errors.project} /> : null}
      <div className={css.area}>
        <ChangesFilters parsed={parsed} references={references} />
        {inForce.length ? <p className={css.inForce}>Відібрано: {inForce.join('; ')}</p> : null}
        <ChangesCount page={page} />
        {page.capped ? <CappedNotice total={page.total} /> : null}
        {parsed.errors.page ? <BadPageNotice page={parsed.errors.page} /> : null}
        <ChangesResults page={page} selection={selection} offerAll={filtered || Boolean(project)} />
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

/** The filters in force, in words (the form is closed on phones): what this list is. */
function filtersInForce(parsed: ParsedChangesQuery, references: SearchReferences): string[] {
  return [
    ...activeFilters({ ...parsed.query, sort: defaultSort }, references).map(
      (f) => `${f.label}: ${f.value}`,
    ),
    ...(parsed.query.since ? [`від ${formatDate(parsed.query.since)}`] : []),
  ];
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
