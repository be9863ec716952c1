import 'server-only';
import { REFERENCE_LIST_LIMIT } from '../lib/limits';
import type { Registry } from './db';
import type {
  Creditor,
  EventType,
  ProjectField,
  ProjectState,
  ResponsibleExecutor,
} from './schemas';

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

export async function listCreditors(db: Registry): Promise<Creditor[]> {
  const rows = await db
    .selectFrom('creditors')
    .select(['id', 'name', 'shortName'])
    .limit(REFERENCE_LIST_LIMIT)
    .execute();
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

export async function listResponsibleExecutors(db: Registry): Promise<ResponsibleExecutor[]> {
  const rows = await db
    .selectFrom('responsibleExecutors')
    .select(['id', 'name'])
    .limit(REFERENCE_LIST_LIMIT)
    .execute();
  return rows.sort((a, b) => collator.compare(a.name, b.name));
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
