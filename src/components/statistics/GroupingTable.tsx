import { CURRENCY_THOUSAND_UAH } from '../../lib/format';
import { groupingRowHref, type Grouping } from '../../lib/statisticsQuery';
import type { StatisticsGroup } from '../../registry/schemas';
import { amountColumnHeader, statisticsGroupings } from '../../lib/statisticsGroupings';
import { ThousandsAmount } from './ThousandsAmount';
import * as styles from './GroupingTable.css';
import { PageLink } from '../common/PageLink';

type Figures = Pick<StatisticsGroup, 'count' | 'amount' | 'creditAmount' | 'usedAmount'>;
const figureKeys = ['count', 'amount', 'creditAmount', 'usedAmount'] as const;

/** A row's count and amounts (in thousands), right-aligned. */
function FigureCells({ row }: { row: Figures }) {
  return figureKeys.map((key) => (
    <td key={key} className={styles.number}>
      {key === 'count' ? row.count : <ThousandsAmount value={row[key]} />}
    </td>
  ));
}

/** The chart's numbers as a table; each name opens the registry filtered to that row. */
export function GroupingTable({
  grouping,
  groups,
  stateId,
}: {
  grouping: Grouping;
  groups: StatisticsGroup[];
  stateId?: number;
}) {
  const text = statisticsGroupings[grouping];
  const total = groups.reduce<Figures>(
    (t, g) => ({
      count: t.count + g.count,
      amount: t.amount + g.amount,
      creditAmount: t.creditAmount + g.creditAmount,
      usedAmount: t.usedAmount + g.usedAmount,
    }),
    { count: 0, amount: 0, creditAmount: 0, usedAmount: 0 },
  );
  return (
    // A wide table scrolls sideways on phones; keyboard users need to focus it to scroll.
    <div
      className={styles.scroller}
      role="region"
      aria-label={`Таблиця: ${text.title}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>
          {text.chartNote}. Назва відкриває ці проєкти в реєстрі.
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.column}</th>
            {figureKeys.map((key) => (
              <th key={key} scope="col" className={styles.number}>
                {amountColumnHeader(key, CURRENCY_THOUSAND_UAH)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => {
            const href = groupingRowHref(grouping, g.id, stateId);
            return (
              <tr key={String(g.id)}>
                <th scope="row" className={styles.name}>
                  {href ? <PageLink href={href}>{g.name}</PageLink> : g.name}
                </th>
                <FigureCells row={g} />
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Усього</th>
            <FigureCells row={total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
