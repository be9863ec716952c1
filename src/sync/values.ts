import { RecordError } from './errors';

// Readers for the value formats the contract tolerates ("Tolerance"). Absent (undefined or
// null) is null; a present value that cannot be read throws a RecordError naming the field, so
// the record is skipped and reported, never stored half-parsed.

const absent = (value: unknown): value is null | undefined => value === undefined || value === null;

const GROUPED = /^-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[,.]\d+)?$/;
const PLAIN = /^-?\d+(?:[,.]\d+)?$/;

/** 1234.5, "1 234 567,89", "1234567.89" → number. */
export function readAmount(value: unknown, field: string): number | null {
  if (absent(value)) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (GROUPED.test(text) || PLAIN.test(text)) {
      const n = Number(text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
      if (Number.isFinite(n)) return n;
    }
  }
  throw new RecordError(`${field}: unreadable amount`);
}

const kyivDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function validDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * 'YYYY-MM-DD', a date-time, or 'DD.MM.YYYY' → 'YYYY-MM-DD'. A date-time with a zone is the
 * Kyiv calendar day of that instant (the registry stores dates as Kyiv midnight in UTC).
 */
export function readDate(value: unknown, field: string): string | null {
  if (absent(value)) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (m && validDay(+m[1]!, +m[2]!, +m[3]!)) return text;
    m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
    if (m && validDay(+m[3]!, +m[2]!, +m[1]!)) return `${m[3]}-${m[2]}-${m[1]}`;
    m = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      text,
    );
    if (m && validDay(+m[1]!, +m[2]!, +m[3]!)) {
      if (!m[4]) return `${m[1]}-${m[2]}-${m[3]}`;
      const instant = new Date(text);
      if (!Number.isNaN(instant.getTime())) return kyivDate.format(instant);
    }
  }
  throw new RecordError(`${field}: unreadable date`);
}

/** true/false, "true"/"false", 1/0 ("1"/"0") → boolean; absent → null. */
export function readBoolean(value: unknown, field: string): boolean | null {
  if (absent(value)) return null;
  if (value === true || value === 1 || value === 'true' || value === '1') return true;
  if (value === false || value === 0 || value === 'false' || value === '0') return false;
  throw new RecordError(`${field}: unreadable boolean`);
}

/** A string (numbers are written as text); absent or blank → null. */
export function readText(value: unknown, field: string, max = 100_000): string | null {
  if (absent(value)) return null;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') throw new RecordError(`${field}: not text`);
  const trimmed = text.trim();
  if (trimmed.length > max) throw new RecordError(`${field}: longer than ${max} characters`);
  return trimmed === '' ? null : trimmed;
}

/** An http(s) address (or a path on the same site); anything else could run script in a link. */
export function readUrl(value: unknown, field: string): string | null {
  const text = readText(value, field, 2000);
  if (text === null) return null;
  if (/^https?:\/\//i.test(text) || (text.startsWith('/') && !text.startsWith('//'))) {
    try {
      new URL(text, 'http://x');
      return text;
    } catch {
      // falls through to the error
    }
  }
  throw new RecordError(`${field}: not an http(s) address`);
}

/** Integer ids as numbers or digit strings. */
export function readId(value: unknown, field: string): number | null {
  if (absent(value) || value === '') return null;
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) return n;
  throw new RecordError(`${field}: not a positive integer id`);
}

/**
 * A function's result, bare or wrapped in XM's function context ({data: {...}}): the value of
 * `name` in either place, or undefined.
 */
export function functionResult(body: unknown, name: string): unknown {
  if (!body || typeof body !== 'object') return undefined;
  const direct = (body as Record<string, unknown>)[name];
  if (direct !== undefined) return direct;
  const data = (body as { data?: unknown }).data;
  if (data && typeof data === 'object') return (data as Record<string, unknown>)[name];
  return undefined;
}
