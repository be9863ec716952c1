import { z } from 'zod';
import { builtOnFirstUse } from './builtOnFirstUse';
import { projectQueryString } from './projectQuery';
import { groupings, statisticsGroupings, type Grouping } from './statisticsGroupings';

// The statistics section (`/?p=analytics&state=…`): the state parameter, and the links from a
// grouping row to the registry search and to the CSV of a table. Shared by the server page, the
// CSV endpoint and the client board. The groupings themselves: statisticsGroupings.ts.

export type { Grouping } from './statisticsGroupings';

// Built on first use (builtOnFirstUse.ts): the client board loads this module for its links.
export const groupingSchema = builtOnFirstUse(() => z.enum(groupings));

export const MAX_STATE_ID = 1_000_000_000;

/** A project-state id as the URL carries it: digits only, a positive integer. */
export const stateIdSchema = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_STATE_ID)),
);

export interface StateChoice {
  /** Undefined means all states. */
  stateId?: number;
  /** A short Ukrainian note when the requested state was malformed or unknown. */
  note?: string;
}

export const UNKNOWN_STATE_NOTE =
  'Такого стану проєктів немає, тому показано статистику за всіма станами.';

/** `state` from the URL → a known state id, or all states with a note; never an error. */
export function parseStatisticsState(
  raw: string | null | undefined,
  knownStateIds: readonly number[],
): StateChoice {
  if (raw === null || raw === undefined || raw.trim() === '') return {};
  const parsed = stateIdSchema().safeParse(raw);
  if (!parsed.success || !knownStateIds.includes(parsed.data)) return { note: UNKNOWN_STATE_NOTE };
  return { stateId: parsed.data };
}

/** `/projects?…&page=1` filtered to one grouping row (and the selected state). */
export function groupingRowHref(
  grouping: Grouping,
  id: number | string | null,
  stateId?: number,
): string | undefined {
  if (id === null || id === '') return undefined;
  return `/projects${projectQueryString({
    filters: { [statisticsGroupings[grouping].filter]: id, projectState: stateId },
    page: 1,
  })}`;
}

/** The statistics section itself, for a state (or all states). */
export function analyticsHref(stateId?: number): string {
  return stateId === undefined ? '/?p=analytics' : `/?p=analytics&state=${stateId}`;
}

/** The CSV download of one grouping table. */
export function statisticsCsvHref(grouping: Grouping, stateId?: number): string {
  return `/api/statistics/${grouping}.csv${stateId === undefined ? '' : `?state=${stateId}`}`;
}
