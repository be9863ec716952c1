import { CURRENCY_THOUSAND_UAH, CURRENCY_UAH, formatNumber } from '../../lib/format';

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
export function projectsWord(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'проєкт';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'проєкти';
  return 'проєктів';
}

export const countProjects = (n: number): string => `${n} ${projectsWord(n)}`;

/** Share of a part in a whole, in whole percent ('менше 1 %' for tiny non-zero parts). */
export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return '0 %';
  const share = (part / whole) * 100;
  if (share > 0 && share < 1) return 'менше 1 %';
  return `${Math.round(share)} %`;
}
