import { formatAmount } from '../../lib/format';
import { regionName, type RegionCode } from '../../lib/regions';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { thousandsCell } from '../statistics/amountScale';
import type { RegionTotals } from '../../registry/places/regionTotals';
import { countAmountHead } from '../statistics/countAmountHead';
import * as styles from './RegionTable.css';

/**
 * An amount in thousands as the statistics tables show it (ThousandsAmount's markup): screen
 * readers hear the full amount in hryvnias. A plain function, not that component: the build
 * wraps each rendered component of a module with styles in its stylesheet links, ~750 bytes of
 * the page's RSC payload per cell.
 */
function amountCell(value: number) {
  const full = formatAmount(value) ?? '';
  return (
    <td className={styles.number}>
      <span aria-hidden="true" title={full}>
        {thousandsCell(value)}
      </span>
      <span className={visuallyHidden}>{full}</span>
    </td>
  );
}

export const NATIONWIDE_LABEL = 'Загальнодержавні або без місця';

/**
 * The map's numbers as a table: every unit (Kyiv city and Sevastopol too, which are too small to
 * click on the map), by name, each a link to the list filtered by it; the nationwide projects
 * last.
 */
export function RegionTable({
  totals,
  hrefFor,
  captionId,
}: {
  totals: RegionTotals;
  hrefFor: (code: RegionCode) => string;
  captionId: string;
}) {
  const rows = [...totals.regions].sort((a, b) =>
    regionName(a.region).localeCompare(regionName(b.region), 'uk'),
  );
  return (
    // A narrow screen scrolls the table sideways; keyboards focus the region to scroll it.
    <div
      className={styles.scroller}
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Проєкти за областями. Назва відкриває ці проєкти в реєстрі. Проєкт може бути в кількох
          областях.
        </caption>
        {countAmountHead('Область', styles.number)}
        <tbody>
          {rows.map((r) => (
            <tr key={r.region}>
              <th scope="row">
                <a href={hrefFor(r.region)}>{regionName(r.region)}</a>
              </th>
              <td className={styles.number}>{r.count}</td>
              {amountCell(r.amount)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{NATIONWIDE_LABEL}</th>
            <td className={styles.number}>{totals.nationwide.count}</td>
            {amountCell(totals.nationwide.amount)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
