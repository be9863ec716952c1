import { CURRENCY_THOUSAND_UAH, formatNumber, groupThousands } from '../../lib/format';
import { PROJECT_FORMS, pluralUk } from '../../lib/ukrainianPlural';

// The statistics show amounts in thousands of hryvnias with the spec's own label 'тис.грн.'
// (§9 knows 'грн.' and 'тис.грн.', nothing larger): whole thousands in sentences, chart labels
// and headline figures, two decimals in tables, whose full amount in hryvnias stays readable to
// screen readers (ThousandsAmount) and in the CSV.

const grouped = (whole: number): string => groupThousands(String(Math.abs(whole)));

/** Whole thousands without the unit ('3 000 000'): chart ticks, where the axis says the unit. */
export function thousandsNumber(value: number): string {
  const whole = Math.round(value / 1000);
  return `${whole < 0 ? '-' : ''}${grouped(whole)}`;
}

/** '3 000 000 тис.грн.' */
export function formatThousands(value: number): string {
  return `${thousandsNumber(value)} ${CURRENCY_THOUSAND_UAH}`;
}

/** A table cell in thousands with two decimals ('1 234.57'); the column header has the unit. */
export const thousandsCell = (value: number): string => formatNumber(value / 1000);

/** 'N проєкт / проєкти / проєктів' by Ukrainian plural rules. */
export const projectsWord = (n: number): string => pluralUk(n, PROJECT_FORMS);

export const countProjects = (n: number): string => `${n} ${projectsWord(n)}`;

/** Share of a part in a whole, in whole percent ('менше 1 %' for tiny non-zero parts). */
export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return '0 %';
  const share = (part / whole) * 100;
  if (share > 0 && share < 1) return 'менше 1 %';
  return `${Math.round(share)} %`;
}
