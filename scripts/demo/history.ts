import type { Transaction } from 'kysely';
import {
  addRevision,
  projectChange,
  recountRevisions,
  writeChanges,
  type ProjectChange,
  type TrackedProject,
} from '../../src/registry/changes/changeHistory';
import type { Database, NewProjectRow } from '../../src/registry/database/dbTypes';
import {
  diffValues,
  trackedFields,
  typedValue,
  type TrackedField,
  type TrackedValues,
} from '../../src/lib/projectChanges';
import { round2 } from './amounts';
import { TODAY, addDays } from './dates';
import { makeProject } from './projects';
import { createRandom, type Random } from './random';
import {
  CREDITORS,
  EXECUTORS,
  PROJECT_FIELDS,
  PROJECT_STATES,
  STATE,
  type StateId,
} from './referenceLists';

// A made-up past for the demo registry, so the change history shows from the first start:
// monthly revisions up to TODAY in which funds were drawn, amounts revised, terms extended,
// states moved on and executors replaced; a few projects were added along the way and a few
// removed. It is built backwards from today's data (the last value of every field is the one
// the project page shows) and written through the same writer as a sync's history. Every
// project draws from its own random stream, so its past is the same whatever the registry size.

export const HISTORY_STREAM = 6;

export interface HistoryOptions {
  /** Monthly revisions up to TODAY (the last one is on TODAY). */
  months: number;
  /** Chance that a project changed in a given month. */
  monthlyRate: number;
  /** Share of projects added during the period, and of (extra) projects removed. */
  addedShare: number;
  removedShare: number;
}

export const DEFAULT_HISTORY: HistoryOptions = {
  months: 12,
  monthlyRate: 0.04,
  addedShare: 0.015,
  removedShare: 0.01,
};

const CHUNK = 1000;

const names = {
  state: new Map<number, string>(PROJECT_STATES.map((s) => [s.id, s.name])),
  field: new Map<number, string>(PROJECT_FIELDS.map((f) => [f.id, f.fieldNameUkr])),
  creditor: new Map<number, string>(CREDITORS.map((c) => [c.id, c.name])),
  executor: new Map<number, string>(EXECUTORS.map((e) => [e.id, e.name])),
};

function fieldValue(row: NewProjectRow, field: TrackedField): unknown {
  switch (field) {
    case 'projectStateName':
      return names.state.get(row.projectStateId);
    case 'projectFieldName':
      return names.field.get(row.projectFieldId);
    case 'creditorName':
      return names.creditor.get(row.creditorId);
    case 'responsibleExecutorName':
      return row.responsibleExecutorId === null
        ? null
        : names.executor.get(row.responsibleExecutorId);
    default:
      return row[field];
  }
}

/** A generated row as the history compares it (names joined, as a sync sees them). */
export function trackedRow(row: NewProjectRow): TrackedProject {
  return {
    projectId: row.projectId,
    values: Object.fromEntries(
      trackedFields.map((f) => [f, typedValue(f, fieldValue(row, f))]),
    ) as TrackedValues,
    keys: {
      projectStateId: row.projectStateId,
      projectFieldId: row.projectFieldId,
      creditorId: row.creditorId,
      responsibleExecutorId: row.responsibleExecutorId,
      projectSum: row.projectSum,
      creditDateBegin: row.creditDateBegin,
      agreementEffective: row.agreementEffective,
    },
  };
}

/** One edit, undone: the row before a month's change, or null when it does not apply. */
type Undo = (rnd: Random, after: NewProjectRow) => NewProjectRow | null;

// Funds drawn during the month: less was used before.
const fundsDrawn: Undo = (rnd, after) => {
  const used = after.amountMoneyUsed;
  if (!used || used <= 0 || after.creditSum === null) return null;
  const before = round2(used * (1 - rnd.between(0.03, 0.2)));
  return {
    ...after,
    amountMoneyUsed: before,
    fundsAvailable:
      after.fundsAvailable === null ? null : round2(Math.max(0, after.creditSum - before)),
  };
};

// The loan amount revised (up more often than down); the project total moves with it.
const amountRevised: Undo = (rnd, after) => {
  if (after.projectSum === null || after.creditSum === null) return null;
  const delta = round2(after.creditSum * rnd.between(-0.12, 0.2));
  const creditSum = round2(after.creditSum - delta);
  const projectSum = round2(after.projectSum - delta);
  if (creditSum <= 0 || projectSum <= 0) return null;
  return { ...after, creditSum, projectSum };
};

// The implementation period of a running project extended (the drawdown end with it, when
// they coincided).
const termExtended: Undo = (rnd, after) => {
  if (!after.projectDateTo || after.projectDateTo <= TODAY) return null;
  const projectDateTo = addDays(after.projectDateTo, -rnd.int(180, 730));
  const creditClose = after.creditClose === after.projectDateTo ? projectDateTo : after.creditClose;
  return { ...after, projectDateTo, creditClose };
};

const previousState: Partial<Record<StateId, StateId>> = {
  [STATE.negotiation]: STATE.preparation,
  [STATE.signed]: STATE.negotiation,
  [STATE.entryIntoForce]: STATE.signed,
  [STATE.implementation]: STATE.entryIntoForce,
  [STATE.completed]: STATE.implementation,
  [STATE.suspended]: STATE.implementation,
};

// The project moved on to its present state this month.
const stateMovedOn: Undo = (_rnd, after) => {
  const before = previousState[after.projectStateId as StateId];
  return before ? { ...after, projectStateId: before } : null;
};

// Another ministry was responsible before.
const executorReplaced: Undo = (rnd, after) => {
  if (after.responsibleExecutorId === null) return null;
  const others = EXECUTORS.filter((e) => e.id !== after.responsibleExecutorId);
  return { ...after, responsibleExecutorId: rnd.pick(others).id };
};

const undoWeights: readonly (readonly [Undo, number])[] = [
  [fundsDrawn, 4],
  [amountRevised, 3],
  [termExtended, 2],
  [stateMovedOn, 2],
  [executorReplaced, 1],
];

/**
 * One project's changes, month by month backwards from `today` (months 1…M, M = TODAY):
 * `[month, change]` pairs. `addedIn`: the month it entered the registry (nothing before);
 * `removedIn`: the month it left (nothing after).
 */
function projectPast(
  rnd: Random,
  today: NewProjectRow,
  options: HistoryOptions,
  span: { addedIn?: number; removedIn?: number },
): [number, ProjectChange][] {
  const out: [number, ProjectChange][] = [];
  let current = today;
  const last = span.removedIn !== undefined ? span.removedIn - 1 : options.months;
  if (span.removedIn !== undefined) {
    out.push([span.removedIn, projectChange('removed', trackedRow(current))]);
  }
  let stateMoved = false;
  for (let month = last; month > (span.addedIn ?? 0); month--) {
    if (!rnd.chance(options.monthlyRate)) continue;
    let undo = rnd.weighted(undoWeights);
    // A state moves on once in a year of history; otherwise funds were drawn.
    if (undo === stateMovedOn && stateMoved) undo = fundsDrawn;
    const before = undo(rnd, current);
    if (!before) continue;
    if (undo === stateMovedOn) stateMoved = true;
    const after = trackedRow(current);
    const fields = diffValues(trackedRow(before).values, after.values);
    if (fields.length) out.push([month, projectChange('changed', after, fields)]);
    current = before;
  }
  if (span.addedIn !== undefined) {
    out.push([span.addedIn, projectChange('added', trackedRow(current))]);
  }
  return out;
}

/** `YYYY-MM-DD` moved by whole months (the day kept, at most the 28th). */
function addMonths(iso: string, months: number): string {
  const index = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String(Math.min(28, Number(iso.slice(8, 10)))).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Month m's revision: the registry's monthly update at night, Kyiv time. */
export const revisionTime = (months: number, m: number): string =>
  `${addMonths(TODAY, m - months)}T01:30:00.000Z`;

export interface HistorySummary {
  revisions: number;
  changes: number;
}

/**
 * Writes the demo past of a freshly seeded registry (projects 0…count-1 are today's; projects
 * count… are the removed ones, made by the same generator). Inside the seed's transaction.
 */
export async function writeDemoHistory(
  trx: Transaction<Database>,
  seed: number,
  count: number,
  options: HistoryOptions = DEFAULT_HISTORY,
): Promise<HistorySummary> {
  if (options.months < 1 || count === 0) return { revisions: 0, changes: 0 };
  const revisionIds: number[] = [];
  for (let m = 1; m <= options.months; m++) {
    revisionIds[m] = await addRevision(trx, {
      recordedAt: revisionTime(options.months, m),
      source: 'demo',
    });
  }
  const removed = Math.round(count * options.removedShare);
  let changes = 0;
  for (let start = 0; start < count + removed; start += CHUNK) {
    const byMonth = new Map<number, ProjectChange[]>();
    for (let index = start; index < Math.min(count + removed, start + CHUNK); index++) {
      const rnd = createRandom(seed, HISTORY_STREAM, index);
      const span =
        index >= count
          ? { removedIn: rnd.int(1, options.months) }
          : rnd.chance(options.addedShare)
            ? { addedIn: rnd.int(1, options.months) }
            : {};
      for (const [month, change] of projectPast(rnd, makeProject(seed, index).row, options, span)) {
        const list = byMonth.get(month);
        if (list) list.push(change);
        else byMonth.set(month, [change]);
      }
    }
    for (const [month, list] of byMonth) {
      await writeChanges(trx, revisionIds[month]!, list);
      changes += list.length;
    }
  }
  return { revisions: await recountRevisions(trx), changes };
}
