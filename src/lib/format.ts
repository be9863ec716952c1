// Display formats of spec §9: amounts with 2 decimals and space thousands separators,
// dates DD.MM.YYYY, phones '(XXX) XXX XX XX XX'.

export const CURRENCY_UAH = 'грн.';
export const CURRENCY_THOUSAND_UAH = 'тис.грн.';

/**
 * What groups thousands: a no-break space, so a number never wraps inside (a 320 px phone, the
 * large font size), and screen readers still read one number.
 */
export const THOUSANDS_SEPARATOR = '\u00a0';

/** Digits grouped by thousands ('1234567' → '1 234 567', with no-break spaces). */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);

/** 1234567.891 → '1 234 567.89' (no-break spaces; no locale surprises). */
export function formatNumber(value: number): string {
  const fixed = Math.abs(value).toFixed(2);
  const [whole = '0', fraction = '00'] = fixed.split('.');
  const grouped = groupThousands(whole);
  return `${value < 0 && Number(fixed) !== 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** Amount with the currency label, or null when unknown (callers show a dash). */
export function formatAmount(
  value: number | null | undefined,
  currency: string = CURRENCY_UAH,
): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${formatNumber(value)} ${currency}`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'; anything else → null. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = isoDate.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : null;
}

/** Digits of a phone number grouped as '(XXX) XXX XX XX XX'; extra digits are kept at the end. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const groups = [
    digits.slice(0, 3),
    digits.slice(3, 6),
    digits.slice(6, 8),
    digits.slice(8, 10),
    digits.slice(10, 12),
  ];
  const [area = '', ...rest] = groups;
  if (!area) return '';
  const tail = rest.filter(Boolean).join(' ');
  return area.length < 3 && !tail ? `(${area}` : `(${area})${tail ? ` ${tail}` : ''}`;
}

export const DASH = '—';

/** Text for a value that may be unknown: unknown values show a dash, never disappear. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const text = String(value).trim();
  return text === '' ? DASH : text;
}
