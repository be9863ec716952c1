import { PageLink } from '../common/PageLink';
import { formatAmount, formatDate, orDash } from '../../lib/format';
import { projectPath } from '../../lib/routes';
import type { ProjectListItem } from '../../registry/schemas';
import * as css from './ResultCards.css';

// The results as cards (narrow screens, accessibility mode at font m and l): the name as a
// heading link, then the key facts as a description list. The same rows as the table.

const facts: { label: string; value: (row: ProjectListItem) => string | null }[] = [
  { label: 'Стан', value: (row) => row.projectStateName },
  { label: 'Кредитор (МФО)', value: (row) => row.creditorName },
  { label: 'Сума проєкту', value: (row) => formatAmount(row.projectSum) },
  { label: 'Дата підписання угоди', value: (row) => formatDate(row.creditDateBegin) },
  { label: 'Відповідальний виконавець', value: (row) => row.responsibleExecutorName },
];

export function ResultCards({ rows, label }: { rows: ProjectListItem[]; label: string }) {
  return (
    <ol className={css.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.projectId} className={css.card}>
          <h3 className={css.title}>
            <PageLink href={projectPath(row.projectId)}>{row.projectName}</PageLink>
          </h3>
          <dl className={css.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={css.fact}>
                <dt className={css.term}>{fact.label}</dt>
                <dd className={css.value}>{orDash(fact.value(row))}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
