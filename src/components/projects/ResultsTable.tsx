import { formatAmount, formatDate, orDash } from '../../lib/format';
import {
  nextSort,
  projectQueryString,
  type ProjectSearchQuery,
  type SortField,
} from '../../lib/projectQuery';
import { catalogueField, fieldLabel, listColumnNames } from '../../lib/projectFieldCatalogue';
import { projectPath } from '../../lib/routes';
import type { ProjectListItem } from '../../registry/schemas';
import * as css from './ResultsTable.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PageLink } from '../common/PageLink';

// The registry list (spec §3 list columns). Column headers are sort links, so sorting works
// without JavaScript and every sort is a URL; aria-sort tells screen readers the current order.

/** The list's columns (sort fields) with their catalogue labels. */
export const columns: { field: SortField; label: string }[] = listColumnNames.map((field) => ({
  field,
  label: fieldLabel(field),
}));

function SortHeader({
  field,
  label,
  query,
}: {
  field: SortField;
  label: string;
  query: ProjectSearchQuery;
}) {
  const active = query.sort.field === field;
  const next = nextSort(query.sort, field);
  const href = `/projects${projectQueryString({ filters: query.filters, sort: next, page: 1 })}`;
  const arrow = active ? (query.sort.direction === 'asc' ? '▲' : '▼') : '';
  const hint = next.direction === 'asc' ? 'сортувати за зростанням' : 'сортувати за спаданням';
  return (
    <th
      scope="col"
      className={css.headerCell}
      aria-sort={active ? (query.sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <a className={css.sortLink} href={href} data-search-link="">
        {label}
        <span aria-hidden="true">{arrow}</span>
        <span className={visuallyHidden}>{` (${hint})`}</span>
      </a>
    </th>
  );
}

function AmountText({ value }: { value: number | null }) {
  const text = formatAmount(value);
  if (!text) return '—';
  const cut = text.lastIndexOf(' ');
  return (
    <>
      <span className={css.nowrap}>{text.slice(0, cut)}</span>
      {text.slice(cut)}
    </>
  );
}

const freeText = new Set<SortField>(['beneficiar', 'projectPurpose']);

/** One cell, shown by the column's display kind. */
function ResultCell({ row, field }: { row: ProjectListItem; field: SortField }) {
  if (field === 'projectName') {
    return (
      <td className={css.name}>
        <PageLink href={projectPath(row.projectId)}>{row.projectName}</PageLink>
      </td>
    );
  }
  const value = row[field];
  switch (catalogueField(field).kind) {
    case 'amount':
      return (
        <td className={css.amount}>
          <AmountText value={typeof value === 'number' ? value : null} />
        </td>
      );
    case 'date':
      return (
        <td className={css.date}>{orDash(formatDate(typeof value === 'string' ? value : null))}</td>
      );
    default:
      return <td className={freeText.has(field) ? css.freeText : css.cell}>{orDash(value)}</td>;
  }
}

export function ResultsTable({
  rows,
  query,
  caption,
}: {
  rows: ProjectListItem[];
  query: ProjectSearchQuery;
  caption: string;
}) {
  return (
    // A scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={css.scroller} role="region" aria-labelledby="results-caption" tabIndex={0}>
      <table className={css.table}>
        <caption className={css.caption} id="results-caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <SortHeader key={c.field} field={c.field} label={c.label} query={query} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.projectId}>
              {listColumnNames.map((field) => (
                <ResultCell key={field} row={row} field={field} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
