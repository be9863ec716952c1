import {
  exportQueryString,
  projectQueryString,
  type FieldErrors,
  type ProjectSearchQuery,
} from '../../lib/projectQuery';
import { PROJECT_LIST_EXPORT_PATHS } from '../../lib/exportPaths';
import { paths } from '../../lib/routes';
import type { ProjectSearchResult } from '../../registry/schemas';
import { FailureAlert, staleText } from '../common/FailureAlert';
import * as failure from '../common/FailureAlert.css';
import { changesFeedHref, listFeedTitle } from '../../lib/changesQuery';
import { FeedAnchor } from '../changes/FeedLink';
import { ActiveFilters } from './ActiveFilters';
import type { ActiveFilter } from './activeFilters';
import { Pagination } from './Pagination';
import { ResultCards } from './ResultCards';
import { ResultsTable } from './ResultsTable';
import * as css from './SearchResults.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PROJECT_FORMS, pluralUk } from '../../lib/ukrainianPlural';

// Count, active filters, exports, results and page links of one search. Rendered by the server
// for the first HTML and by the search leaf afterwards, from the same props. The results are
// both a table (wide screens) and cards (narrow screens, accessibility mode m and l); CSS shows
// one of them, so the first HTML is right without JavaScript.

/** Ukrainian plural of «проєкт» after a number. */
export const projectsWord = (n: number): string => pluralUk(n, PROJECT_FORMS);

function ExportLinks({
  total,
  href,
  className,
}: {
  total: number;
  href: string;
  className: string;
}) {
  return (
    <ul className={`${css.exports} ${className}`} aria-label="Завантажити список">
      <li>
        <a className={css.exportLink} href={`${PROJECT_LIST_EXPORT_PATHS.csv}${href}`} download>
          Завантажити CSV<span className={visuallyHidden}> (усі {total} рядків)</span>
        </a>
      </li>
      <li>
        <a className={css.exportLink} href={`${PROJECT_LIST_EXPORT_PATHS.xlsx}${href}`} download>
          Завантажити XLSX<span className={visuallyHidden}> (усі {total} рядків)</span>
        </a>
      </li>
    </ul>
  );
}

export function SearchResults({
  result,
  query,
  errors,
  filters,
  loading = false,
  onRetry,
}: {
  result: ProjectSearchResult;
  query: ProjectSearchQuery;
  errors: FieldErrors;
  filters: ActiveFilter[];
  loading?: boolean;
  /** Set when the last live search failed: `result` is then the previous, stale one. */
  onRetry?: () => void;
}) {
  const stale = onRetry !== undefined;
  const caption = `Проєкти, сторінка ${result.page} з ${result.pageCount}`;
  const exportQuery = exportQueryString(query);
  const pastTheEnd = result.total > 0 && result.rows.length === 0;
  const lastPageHref = `/projects${projectQueryString({ ...query, page: result.pageCount })}`;
  return (
    <section aria-labelledby="results-count" aria-busy={loading}>
      <div className={css.header}>
        <h2 className={css.count} id="results-count" aria-live="polite" tabIndex={-1}>
          {`Знайдено ${result.total} ${projectsWord(result.total)}`}
        </h2>
        {result.total > 0 ? (
          <ExportLinks total={result.total} href={exportQuery} className={css.tableView} />
        ) : null}
      </div>
      <ActiveFilters filters={filters} query={query} />
      {onRetry ? (
        <FailureAlert
          message="Не вдалося оновити результати пошуку. Нижче — попередні результати, вони можуть не відповідати фільтрам."
          onRetry={onRetry}
        />
      ) : null}
      {errors.page ? (
        <p className={css.notice}>
          Номер сторінки невірний ({errors.page}), показано першу сторінку.
        </p>
      ) : null}
      {errors.sort ? (
        <p className={css.notice}>
          Невідоме сортування, показано впорядкування за датою підписання.
        </p>
      ) : null}
      {result.total === 0 ? (
        <div className={css.notice}>
          {result.suggestion ? (
            <p className={css.suggestion}>
              Можливо, ви мали на увазі{' '}
              <a
                href={`/projects${projectQueryString({
                  ...query,
                  filters: { ...query.filters, [result.suggestion.filter]: result.suggestion.text },
                  page: 1,
                })}`}
                data-search-link=""
              >
                {result.suggestion.text}
              </a>
              ?
            </p>
          ) : null}
          <p>
            За цими фільтрами проєктів не знайдено. Спробуйте прибрати частину фільтрів або змінити
            слова пошуку.
          </p>
          <p>
            <a href={paths.projects}>Скинути фільтри і показати всі проєкти</a>
          </p>
        </div>
      ) : pastTheEnd ? (
        <div className={css.notice}>
          <p>
            Сторінки {result.page} немає: усього сторінок з результатами — {result.pageCount}.
          </p>
          <p>
            <a href={lastPageHref} data-search-link="">
              Перейти до останньої сторінки ({result.pageCount})
            </a>
          </p>
        </div>
      ) : (
        <div className={css.busy}>
          {loading ? (
            <div className={css.loader} role="status">
              <span className={visuallyHidden}>Завантаження результатів…</span>
            </div>
          ) : null}
          {stale ? <p className={failure.staleLabel}>{staleText}</p> : null}
          <div
            className={stale ? failure.stale : loading ? css.dimmed : undefined}
            data-stale={stale ? 'true' : undefined}
          >
            <div className={css.tableView}>
              <ResultsTable rows={result.rows} query={query} caption={caption} />
            </div>
            <div className={css.cardView}>
              <ResultCards rows={result.rows} label={caption} />
            </div>
          </div>
        </div>
      )}
      <Pagination query={query} pageCount={result.pageCount} />
      {result.total > 0 ? (
        // Below the list where cards show: on a phone the first screen is for the results.
        <ExportLinks total={result.total} href={exportQuery} className={css.cardView} />
      ) : null}
      {/* After the list: on a phone at a large font the first screen is for the results. */}
      <FeedAnchor
        href={changesFeedHref({ filters: query.filters })}
        title={listFeedTitle(query.filters)}
      />
    </section>
  );
}
