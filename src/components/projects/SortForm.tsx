import { projectQueryString, type ProjectSearchQuery } from '../../lib/projectQuery';
import { columns } from './ResultsTable';
import * as css from './SortForm.css';

// The sort of the card view (the table sorts by its column headers): a GET form carrying the
// current filters, so it works without JavaScript; the search leaf applies it in place.

export const sortValue = (sort: ProjectSearchQuery['sort']) => `${sort.field},${sort.direction}`;

export function SortForm({ query }: { query: ProjectSearchQuery }) {
  const filters = new URLSearchParams(projectQueryString({ filters: query.filters }).slice(1));
  filters.delete('page');
  const current = sortValue(query.sort);
  return (
    <form method="get" action="/projects" className={css.form} data-sort-form="">
      {[...filters].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="page" value="1" />
      <label className={css.label} htmlFor="results-sort">
        Сортування
      </label>
      <select
        key={current}
        id="results-sort"
        name="sort"
        className={css.select}
        defaultValue={current}
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
      <button type="submit" className={css.button}>
        Сортувати
      </button>
    </form>
  );
}
