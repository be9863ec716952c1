import { z } from 'zod';
import { builtOnFirstUse } from './builtOnFirstUse';
import { regionCodes, type RegionCode } from './regions';
import { validationMessage } from './validationMessages';

// The value kinds of the registry filters, each with its Ukrainian validation message. The
// filter catalogue (projectFilters.ts) picks one per filter. Each is built on first use
// (builtOnFirstUse.ts): the statistics and search islands load the catalogue for its names.

const MAX_TEXT_FILTER_LENGTH = 200;

const isRealIsoDate = (value: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

// `z.coerce.number<number>()`: still coerces a URL's or a form's text at run time, but is typed
// as taking a number, so a typed caller (the RPC client, the typed client package) must send one
// and `page: 'one'` is a compile error there, while the URL face keeps accepting strings.
const buildWholeNumber = (min: number, max: number) =>
  z.coerce
    .number<number>({ error: validationMessage('numeric') })
    .int({ error: validationMessage('numeric') })
    .min(min, { error: validationMessage('min_value', { n: min }) })
    .max(max, { error: validationMessage('max_value', { n: max }) });

// Keyed by the bounds, which are constants in the code: a handful of entries.
const wholeNumbers = new Map<string, ReturnType<typeof buildWholeNumber>>();

/** An integer in [min, max], from a number or its text (URL, form). */
export function wholeNumber(min: number, max: number) {
  const key = `${min}:${max}`;
  let schema = wholeNumbers.get(key);
  if (!schema) wholeNumbers.set(key, (schema = buildWholeNumber(min, max)));
  return schema;
}

export const searchText = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .max(MAX_TEXT_FILTER_LENGTH, {
      error: validationMessage('max', { n: MAX_TEXT_FILTER_LENGTH }),
    }),
);

export const isoDate = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .refine(isRealIsoDate, { error: validationMessage('date_format', { format: 'РРРР-ММ-ДД' }) }),
);

// Visitors type amounts as '1 000 000,50' as often as '1000000.50'.
const amountText = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\u00a0]/g, '').replace(',', '.') : value;

// Typed as taking a number, as wholeNumber: the text forms are for URLs and forms, which parse
// unknown values anyway.
export const amount = builtOnFirstUse(
  () =>
    z.preprocess(
      amountText,
      z.coerce
        .number<number>({ error: validationMessage('decimal') })
        .min(0, { error: validationMessage('min_value', { n: 0 }) })
        .max(1e15, { error: validationMessage('max_value', { n: '1 000 000 000 000 000' }) }),
    ) as unknown as z.ZodType<number, number>,
);

export const referenceId = () => wholeNumber(1, 1_000_000_000);

/**
 * Regions: ISO 3166-2 codes from repeated URL parameters, a form's checkboxes, a list
 * or one comma-separated text. The value is the codes in the table's order, comma-separated, so
 * a filter stays one text value for the chips, the Lucene face and the cache keys.
 */
export const regionList = builtOnFirstUse(() =>
  z
    .preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : value) as unknown,
      z.string({ error: 'Оберіть область зі списку' }),
    )
    .transform((text, ctx) => {
      const given = text
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean);
      const bad = given.find((code) => !regionCodes.includes(code as RegionCode));
      if (bad !== undefined || given.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Оберіть область зі списку' });
        return z.NEVER;
      }
      return regionCodes.filter((code) => given.includes(code)).join(',');
    }),
);

/** The codes of a region filter's value. */
export const regionsOfFilter = (value: string | undefined): RegionCode[] =>
  value ? (value.split(',') as RegionCode[]) : [];
