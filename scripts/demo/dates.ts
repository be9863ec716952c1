import type { Random } from './random';

// Calendar helpers over ISO 'YYYY-MM-DD' strings. Everything is computed in UTC from fixed
// constants, never from the clock, so the data do not change from one day to the next.

/** The registry's "today": the date of the last update shown on the portal. */
export const TODAY = '2026-11-01';
export const FIRST_SIGNING = '2005-01-01';
export const LAST_SIGNING = '2026-10-31';

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

// Day numbers (days since 1970-01-01) by plain arithmetic (H. Hinnant's civil calendar
// algorithms): the generator converts dates millions of times for large registries, and
// going through Date objects and toISOString was its single biggest cost.
export function toDays(iso: string): number {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * ((m + 9) % 12) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return `${yoe + era * 400 + (m <= 2 ? 1 : 0)}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(iso: string, days: number): string {
  return fromDays(toDays(iso) + days);
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** Uniform date in [from, to]. */
export function dateBetween(rnd: Random, from: string, to: string): string {
  return fromDays(rnd.int(toDays(from), toDays(to)));
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', the form Ukrainian documents cite dates in. */
export function dotted(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/** An ISO timestamp on the given day at a random office-hours time. */
export function timestampOn(rnd: Random, iso: string): string {
  const seconds = rnd.int(8 * 3600, 19 * 3600);
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  return `${iso}T${pad2(hh)}:${pad2(mm)}:${pad2(seconds % 60)}.000Z`;
}
