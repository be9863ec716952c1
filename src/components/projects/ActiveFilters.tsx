import { projectQueryString, type ProjectSearchQuery } from '../../lib/projectQuery';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as css from './ActiveFilters.css';
import type { ActiveFilter } from './activeFilters';

// Removable chips of the filters in force. Plain links (they work without JavaScript) that the
// search leaf turns into in-place searches (data-search-link), like the sort and page links.

export function ActiveFilters({
  filters,
  query,
}: {
  filters: ActiveFilter[];
  query: ProjectSearchQuery;
}) {
  if (filters.length === 0) return null;
  const clearAll = `/projects${projectQueryString({ sort: query.sort, page: 1 })}`;
  return (
    <div className={css.bar}>
      <h3 className={visuallyHidden} id="active-filters-title">
        Активні фільтри
      </h3>
      <ul className={css.list} aria-labelledby="active-filters-title">
        {filters.map((f) => (
          <li key={f.name}>
            <a href={f.removeHref} className={css.chip} data-search-link="">
              <span>
                {f.label}: {f.value}
              </span>
              <span className={css.cross} aria-hidden="true">
                ×
              </span>
              <span className={visuallyHidden}> — прибрати фільтр</span>
            </a>
          </li>
        ))}
        {filters.length > 1 ? (
          <li>
            <a href={clearAll} className={css.clear} data-search-link="">
              Прибрати всі фільтри
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
