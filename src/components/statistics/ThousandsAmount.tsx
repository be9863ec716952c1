import { formatAmount } from '../../lib/format';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { thousandsCell } from './amountScale';

/**
 * An amount in thousands, as the statistics tables show it (their column says 'тис.грн.'):
 * screen readers hear the full amount in hryvnias instead, and a pointer shows it as a tooltip.
 */
export function ThousandsAmount({ value }: { value: number }) {
  const full = formatAmount(value) ?? '';
  return (
    <>
      <span aria-hidden="true" title={full}>
        {thousandsCell(value)}
      </span>
      <span className={visuallyHidden}>{full}</span>
    </>
  );
}
