import { CURRENCY_THOUSAND_UAH, CURRENCY_UAH, formatNumber } from '../../lib/format';
import { PROJECT_FORMS, pluralUk } from '../../lib/ukrainianPlural';

// Short amounts for charts and headlines ('12.3 млрд грн.'); tables keep the exact
// '1 234 567.89 грн.' format of spec §9. Thousands carry the spec's own label 'тис.грн.'.
const scales = [
  { factor: 1e9, label: `млрд ${CURRENCY_UAH}` },
  { factor: 1e6, label: `млн ${CURRENCY_UAH}` },
  { factor: 1e3, label: CURRENCY_THOUSAND_UAH },
] as const;

export function formatCompactAmount(value: number): string {
  const scale = scales.find((s) => Math.abs(value) >= s.factor);
  if (!scale) return `${formatNumber(value)} ${CURRENCY_UAH}`;
  const scaled = value / scale.factor;
  const digits = Math.abs(scaled) >= 100 ? 0 : 1;
  return `${scaled.toFixed(digits)} ${scale.label}`;
}

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
