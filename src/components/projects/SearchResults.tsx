import {
  exportQueryString,
  projectQueryString,
  type FieldErrors,
  type ProjectSearchQuery,
} from '../../lib/projectQuery';
import { paths } from '../../lib/routes';
import type { ProjectSearchResult } from '../../registry/schemas';
import { Pagination } from './Pagination';
import { ResultsTable } from './ResultsTable';
import * as css from './SearchResults.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

// Count, exports, table and page links of one search. Rendered by the server for the first
// HTML and by the search leaf afterwards, from the same props.

/** Ukrainian plural of «проєкт» after a number. */
export function projectsWord(n: number): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'проєктів';
  if (last === 1) return 'проєкт';
  if (last >= 2 && last <= 4) return 'проєкти';
  return 'проєктів';
}

export const exportPaths = {
  csv: '/api/projects/export.csv',
  xlsx: '/api/projects/export.xlsx',
} as const;

export function SearchResults({
  result,
  query,
  errors,
  loading = false,
}: {
  result: ProjectSearchResult;
  query: ProjectSearchQuery;
  errors: FieldErrors;
  loading?: boolean;
}) {
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
          <ul className={css.exports} aria-label="Завантажити список">
            <li>
              <a href={`${exportPaths.csv}${exportQuery}`} download>
                Завантажити CSV<span className={visuallyHidden}> (усі {result.total} рядків)</span>
              </a>
            </li>
            <li>
              <a href={`${exportPaths.xlsx}${exportQuery}`} download>
                Завантажити XLSX<span className={visuallyHidden}> (усі {result.total} рядків)</span>
              </a>
            </li>
          </ul>
        ) : null}
      </div>
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
          <div className={loading ? css.dimmed : undefined}>
            <ResultsTable
              rows={result.rows}
              query={query}
              caption={`Проєкти, сторінка ${result.page} з ${result.pageCount}`}
            />
          </div>
        </div>
      )}
      <Pagination query={query} pageCount={result.pageCount} />
    </section>
  );
}
