import 'server-only';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Registry } from '../database/db';
import type { SearchCriteria } from '../../lib/projectQuery';
import { baseProjectQuery, listColumns, prepareSearch } from '../search/projectSearch';
import type { ProjectListItem } from '../schemas';

// The registry's record ids (the XM envelope's numeric `id`) for the REST face, and searches
// ordered by or restricted to ranges of them: the slices a syncing portal reads a large registry
// in (contract "Paging": `id:[a TO b]`, `id:>N`).

/** The largest record id: PostgreSQL keeps ids as `integer` (SQLite's are wider). */
export const MAX_RECORD_ID = 2_147_483_647;

export interface IdRange {
  min?: number;
  max?: number;
}

/** projectId → record id for the given projects. */
export async function projectRecordIds(
  db: Registry,
  projectIds: readonly string[],
): Promise<Map<string, number>> {
  if (!projectIds.length) return new Map();
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'projectId'])
    .where('projectId', 'in', [...projectIds])
    .execute();
  return new Map(rows.map((r) => [r.projectId, r.id]));
}

/** The project of a record id (the envelope's numeric `id`), if any. */
export async function projectIdOfRecord(
  db: Registry,
  recordId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('projects')
    .select('projectId')
    .where('id', '=', recordId)
    .executeTakeFirst();
  return row?.projectId;
}

/** A bound past MAX_RECORD_ID never reaches the database: PostgreSQL refuses it as an integer. */
function rangeConditions(range: IdRange): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (range.min !== undefined) {
    where.push(
      range.min > MAX_RECORD_ID ? sql<SqlBool>`1 = 0` : sql<SqlBool>`p."id" >= ${range.min}`,
    );
  }
  if (range.max !== undefined) {
    where.push(sql<SqlBool>`p."id" <= ${Math.min(range.max, MAX_RECORD_ID)}`);
  }
  return where;
}

export interface IdOrderedPage {
  rows: (ProjectListItem & { recordId: number })[];
  total: number;
}

/** A page (0-based) of a search in record-id order, within an id range. */
export async function searchProjectsByRecordId(
  db: Registry,
  criteria: SearchCriteria,
  range: IdRange,
  page: number,
  size: number,
  direction: 'asc' | 'desc',
): Promise<IdOrderedPage> {
  const where = [...prepareSearch(db, criteria).where, ...rangeConditions(range)];
  const condition = (eb: { and: (e: Expression<SqlBool>[]) => Expression<SqlBool> }) =>
    where.length ? eb.and(where) : sql<SqlBool>`1 = 1`;
  const counted = await db
    .selectFrom('projects as p')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(condition)
    .executeTakeFirstOrThrow();
  const rows = await baseProjectQuery(db)
    .select(listColumns)
    .select('p.id as recordId')
    .where(condition)
    .orderBy('p.id', direction)
    .limit(size)
    .offset(page * size)
    .execute();
  return { rows: rows as IdOrderedPage['rows'], total: Number(counted.total) };
}
