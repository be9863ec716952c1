import type { ProjectSearchQuery } from '../../lib/projectQuery';
import { columns } from './ResultsTable';
import * as css from './SortSelect.css';

// The sort of the card view (the table sorts by its column headers). It is a field of the
// filter form, so it works without JavaScript; where the table shows, it is hidden but still
// submitted, carrying the current sort like a hidden input. The search leaf applies a change
// in place (data-sort-select).

export const sortValue = (sort: ProjectSearchQuery['sort']) => `${sort.field},${sort.direction}`;

export function SortSelect({
  sort,
  className,
}: {
  sort: ProjectSearchQuery['sort'];
  className: string;
}) {
  const current = sortValue(sort);
  return (
    <div className={`${css.field} ${className}`}>
      <label className={css.label} htmlFor="results-sort">
        Сортування
      </label>
      <select
        key={current}
        id="results-sort"
        name="sort"
        className={css.select}
        defaultValue={current}
        data-sort-select=""
      >
        {columns.flatMap((c) => [
          <option key={`${c.field},asc`} value={`${c.field},asc`}>
            {c.label} — за зростанням
          </option>,
          <option key={`${c.field},desc`} value={`${c.field},desc`}>
            {c.label} — за спаданням
          </option>,
        ])}
      </select>
    </div>
  );
}
