import 'server-only';
import { REFERENCE_LIST_LIMIT } from '../../lib/limits';
import type { Registry } from '../database/db';
import { perDataVersion } from '../database/perDataVersion';
import type {
  Creditor,
  EventType,
  ProjectField,
  ProjectState,
  ResponsibleExecutor,
} from '../schemas';

// Reference lists (spec §3, §7). SQLite sorts by code point, which puts Є, І, Ї, Ґ after Я, so
// Ukrainian lists are ordered with Intl.Collator('uk'): they are small.
const collator = new Intl.Collator('uk');

export async function listProjectStates(db: Registry): Promise<ProjectState[]> {
  return db
    .selectFrom('projectStates')
    .select(['id', 'name'])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export async function listProjectFields(db: Registry): Promise<ProjectField[]> {
  const rows = await db.selectFrom('projectFields').select(['id', 'fieldNameUkr']).execute();
  return rows.sort((a, b) => collator.compare(a.fieldNameUkr, b.fieldNameUkr));
}

/** Spec §9 limits these lists to 50: the first 50 in Ukrainian order, so sort before cutting. */
function firstInUkrainianOrder<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => collator.compare(a.name, b.name)).slice(0, REFERENCE_LIST_LIMIT);
}

export async function listCreditors(db: Registry): Promise<Creditor[]> {
  const rows = await db.selectFrom('creditors').select(['id', 'name', 'shortName']).execute();
  return firstInUkrainianOrder(rows);
}

export async function listResponsibleExecutors(db: Registry): Promise<ResponsibleExecutor[]> {
  const rows = await db.selectFrom('responsibleExecutors').select(['id', 'name']).execute();
  return firstInUkrainianOrder(rows);
}

export async function listEventTypes(db: Registry): Promise<EventType[]> {
  return db.selectFrom('eventTypes').select(['id', 'key', 'name']).orderBy('id').execute();
}

/** The date of the last registry update ('YYYY-MM-DD'), or null for an empty registry. */
export async function getLastUpdate(db: Registry): Promise<string | null> {
  const row = await db
    .selectFrom('registryInfo')
    .select('value')
    .where('key', '=', 'lastUpdate')
    .executeTakeFirst();
  return row?.value ?? null;
}

/** The filter forms' lists (projects, changes), read once per data version (perDataVersion.ts). */
export function filterReferences(db: Registry) {
  return perDataVersion(db, 'filterReferences', async () => {
    const [creditors, executors, states, fields] = await Promise.all([
      listCreditors(db),
      listResponsibleExecutors(db),
      listProjectStates(db),
      listProjectFields(db),
    ]);
    return { creditors, executors, states, fields };
  });
}
