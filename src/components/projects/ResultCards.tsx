import { PageLink } from '../common/PageLink';
import { formatAmount, formatDate, orDash } from '../../lib/format';
import { cardFactNames, catalogueField, fieldLabel } from '../../lib/projectFieldCatalogue';
import { projectPath } from '../../lib/routes';
import type { ProjectListItem } from '../../registry/schemas';
import * as css from './ResultCards.css';

// The results as cards (narrow screens, accessibility mode at font m and l): the name as a
// heading link, then the key facts as a description list. The same rows as the table.

/** A fact as shown: amounts and dates formatted, unknown values as null (a dash). */
function factText(row: ProjectListItem, field: (typeof cardFactNames)[number]): string | null {
  const value = row[field];
  if (value === null) return null;
  const kind = catalogueField(field).kind;
  if (kind === 'amount') return formatAmount(Number(value));
  if (kind === 'date') return formatDate(String(value));
  return String(value);
}

export function ResultCards({ rows, label }: { rows: ProjectListItem[]; label: string }) {
  return (
    <ol className={css.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.projectId} className={css.card}>
          <h3 className={css.title}>
            <PageLink href={projectPath(row.projectId)}>{row.projectName}</PageLink>
          </h3>
          <dl className={css.facts}>
            {cardFactNames.map((field) => (
              <div key={field} className={css.fact}>
                <dt className={css.term}>{fieldLabel(field)}</dt>
                <dd className={css.value}>{orDash(factText(row, field))}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
