import { formatAmount, formatDate, orDash } from '../../lib/format';
import {
  nextSort,
  projectQueryString,
  type ProjectSearchQuery,
  type SortField,
} from '../../lib/projectQuery';
import { projectPath } from '../../lib/routes';
import type { ProjectListItem } from '../../registry/schemas';
import * as css from './ResultsTable.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PageLink } from '../common/PageLink';

// The registry list (spec §3 list columns). Column headers are sort links, so sorting works
// without JavaScript and every sort is a URL; aria-sort tells screen readers the current order.

export const columns: { field: SortField; label: string }[] = [
  { field: 'projectName', label: 'Назва проєкту' },
  { field: 'projectStateName', label: 'Стан' },
  { field: 'projectFieldName', label: 'Галузь' },
  { field: 'creditorName', label: 'Кредитор (МФО)' },
  { field: 'beneficiar', label: 'Бенефіціар' },
  { field: 'projectSum', label: 'Сума проєкту' },
  { field: 'responsibleExecutorName', label: 'Відповідальний виконавець' },
  { field: 'projectPurpose', label: 'Мета проєкту' },
  { field: 'creditDateBegin', label: 'Дата підписання угоди' },
  { field: 'agreementEffective', label: 'Дата набрання чинності' },
];

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
              <td className={css.name}>
                <PageLink href={projectPath(row.projectId)}>{row.projectName}</PageLink>
              </td>
              <td className={css.cell}>{row.projectStateName}</td>
              <td className={css.cell}>{row.projectFieldName}</td>
              <td className={css.cell}>{row.creditorName}</td>
              <td className={css.freeText}>{orDash(row.beneficiar)}</td>
              <td className={css.amount}>
                <AmountText value={row.projectSum} />
              </td>
              <td className={css.cell}>{orDash(row.responsibleExecutorName)}</td>
              <td className={css.purpose}>{orDash(row.projectPurpose)}</td>
              <td className={css.date}>{orDash(formatDate(row.creditDateBegin))}</td>
              <td className={css.date}>{orDash(formatDate(row.agreementEffective))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
