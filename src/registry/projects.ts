import 'server-only';
import { sql } from 'kysely';
import type { ProjectSearchQuery } from '../lib/projectQuery';
import type { Registry } from './db';
import { baseProjectQuery, filterConditions, listColumns, orderByClause } from './projectSearch';
import type { Project, ProjectListItem, ProjectSearchResult } from './schemas';

/** The rowids of a search in list order: a query that never leaves the indexes when it can. */
async function orderedRowids(
  db: Registry,
  query: Pick<ProjectSearchQuery, 'filters' | 'sort'>,
  window?: { limit: number; offset: number },
): Promise<number[]> {
  const where = filterConditions(query.filters);
  let select = db
    .selectFrom('projects as p')
    .select(sql<number>`p.rowid`.as('rid'))
    .where((eb) => eb.and(where))
    .orderBy(await orderByClause(db, query.sort));
  if (window) select = select.limit(window.limit).offset(window.offset);
  return (await select.execute()).map((r) => r.rid);
}

/** The list rows of the given rowids, in that order. */
async function rowsByRowid(db: Registry, rowids: number[]): Promise<ProjectListItem[]> {
  if (!rowids.length) return [];
  const rows = await baseProjectQuery(db)
    .select(listColumns)
    .select(sql<number>`p.rowid`.as('rid'))
    .where(sql<number>`p.rowid`, 'in', rowids)
    .execute();
  const byRowid = new Map(rows.map(({ rid, ...row }) => [rid, row as ProjectListItem]));
  return rowids.map((id) => byRowid.get(id)).filter((r): r is ProjectListItem => r !== undefined);
}

/**
 * One page of the registry for a validated search (pages 1-based; a page past the end is empty).
 * "Deferred join": the page's rowids are picked first (sort and offset over index entries
 * only), then only those ten rows are read with their reference names — this keeps deep pages
 * and sorted searches of a 100 000-project registry within a few milliseconds.
 */
export async function searchProjects(
  db: Registry,
  query: ProjectSearchQuery,
): Promise<ProjectSearchResult> {
  const where = filterConditions(query.filters);
  const countRow = await db
    .selectFrom('projects as p')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => eb.and(where))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.total);
  const offset = (query.page - 1) * query.pageSize;
  const rowids =
    offset < total ? await orderedRowids(db, query, { limit: query.pageSize, offset }) : [];
  return {
    rows: await rowsByRowid(db, rowids),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/**
 * Every row of a search, in order, in batches: exports stream this without holding the rows.
 * The ordered rowids (8 bytes each) are read once, so the sort runs once, not once per batch.
 */
export async function* iterateProjects(
  db: Registry,
  query: Pick<ProjectSearchQuery, 'filters' | 'sort'>,
  batchSize = 500,
): AsyncGenerator<ProjectListItem[]> {
  const rowids = await orderedRowids(db, query);
  for (let start = 0; start < rowids.length; start += batchSize) {
    const rows = await rowsByRowid(db, rowids.slice(start, start + batchSize));
    if (rows.length) yield rows;
  }
}

export async function getProject(db: Registry, projectId: string): Promise<Project | undefined> {
  const row = await baseProjectQuery(db)
    .selectAll('p')
    .select([
      's.name as projectStateName',
      'f.fieldNameUkr as projectFieldName',
      'c.name as creditorName',
      'e.name as responsibleExecutorName',
    ])
    .where('p.projectId', '=', projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, isCreditPaid: row.isCreditPaid === 1 };
}

export async function projectExists(db: Registry, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('projectId')
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row !== undefined;
}
