// How registry values become IATI values (MAPPING.md §0): text trimmed (empty = missing),
// dates only when they are real YYYY-MM-DD calendar dates, amounts only when finite and not
// negative, decimals written with two places and never with an exponent.

/** Trimmed text; undefined when missing or blank. Inner line breaks stay. */
export function cleanText(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A date field: the date, `undefined` when absent, `null` when present but not a real date. */
export function dateField(value: string | null | undefined): string | undefined | null {
  const text = cleanText(value);
  if (text === undefined) return undefined;
  return isRealDate(text) ? text : null;
}

/** An amount (UAH): undefined when missing, not finite or negative. */
export function amountOf(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Whole kopiykas: sums and splits of money are exact in integers. */
export const toCents = (value: number): number => Math.round(value * 100);

/** xsd:decimal with two places: `1234.5` → `1234.50`; no exponent even for huge values. */
export function decimal(value: number): string {
  if (Math.abs(value) < 1e21) return value.toFixed(2);
  return `${BigInt(Math.round(value)).toString()}.00`;
}

export const centsDecimal = (cents: number): string => decimal(cents / 100);

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', as Ukrainian text writes dates. */
export const ukrainianDate = (iso: string): string =>
  `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A moment as IATI writes date-times: UTC, whole seconds, `Z`. */
export const iatiDateTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date-time (the registry's `updatedAt`); undefined when it is not one. */
export function parseDateTime(value: string | null | undefined): Date | undefined {
  const text = cleanText(value);
  if (!text || !ISO_DATE_TIME.test(text) || !isRealDate(text.slice(0, 10))) return undefined;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
