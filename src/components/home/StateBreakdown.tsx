import { projectQueryString } from '../../lib/projectQuery';
import type { RegistrySummary } from '../../registry/schemas';
import { percentOf } from '../statistics/amountScale';
import { ThousandsAmount } from '../statistics/ThousandsAmount';
import { countAmountHead } from '../statistics/countAmountHead';
import * as styles from './StateBreakdown.css';
import { PageLink } from '../common/PageLink';
import { TableScroll } from '../project/TableScroll';

/** Projects by state; each state opens the registry filtered to it. */
export function StateBreakdown({ summary }: { summary: RegistrySummary }) {
  const max = Math.max(1, ...summary.byState.map((s) => s.count));
  return (
    <section aria-labelledby="home-states" className={styles.section}>
      <h2 id="home-states" className={styles.heading}>
        Проєкти за станом
      </h2>
      {/* On a phone at the large font sizes the amounts, which never wrap, need more room than
          the screen has: the table scrolls in its own region rather than the page. */}
      <TableScroll label="Проєкти за станом, таблиця">
        <table className={styles.table}>
          <caption className={styles.caption}>
            Кількість і вартість проєктів у кожному стані; назва стану відкриває ці проєкти в
            реєстрі.
          </caption>
          {countAmountHead('Стан', styles.number)}
          <tbody>
            {summary.byState.map((s) => (
              <tr key={s.projectStateId}>
                <th scope="row" className={styles.name}>
                  <PageLink
                    href={`/projects${projectQueryString({ filters: { projectState: s.projectStateId } })}`}
                  >
                    {s.name}
                  </PageLink>
                  {/* A proportional bar in SVG attributes: no inline style for a strict CSP. */}
                  <svg
                    className={styles.bar}
                    aria-hidden="true"
                    focusable="false"
                    width="100%"
                    height="6"
                  >
                    <rect
                      width={`${(s.count / max) * 100}%`}
                      height="6"
                      className={styles.barFill}
                    />
                  </svg>
                </th>
                <td className={styles.number}>
                  {s.count}
                  <span className={styles.share}>({percentOf(s.count, summary.projectCount)})</span>
                </td>
                <td className={styles.number}>
                  <ThousandsAmount value={s.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
