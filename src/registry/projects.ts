import 'server-only';
import { sql } from 'kysely';
import type { ProjectFilters, ProjectSearchQuery } from '../lib/projectQuery';
import { dialectOf } from './dialect';
import { fullTextQuery } from './fullText';
import { countFromTotals } from './projectCount';
import type { Registry } from './db';
import {
  baseProjectQuery,
  criteriaConditions,
  listColumns,
  orderByClause,
  searchTable,
  type ProjectCriteria,
} from './projectSearch';
import type { Project, ProjectListItem, ProjectSearchResult } from './schemas';

export type { ProjectCriteria };

/**
 * The storage keys (SQLite rowids, PostgreSQL ids) of a search in list order: a query that
 * never leaves the indexes when it can.
 */
async function orderedRowids(
  db: Registry,
  query: ProjectCriteria & Pick<ProjectSearchQuery, 'sort'>,
  window?: { limit: number; offset: number },
): Promise<number[]> {
  const where = criteriaConditions(db, query);
  const key = dialectOf(db).rowKey;
  let select = db
    // Both tables have the filter columns under the same names; typed as `projects` for Kysely.
    .selectFrom(`${searchTable(query.sort)} as p` as 'projects as p')
    .select(sql<number>`${sql.ref(`p.${key}`)}`.as('rid'))
    .where((eb) => (where.length ? eb.and(where) : eb.lit(true)))
    .orderBy(await orderByClause(db, query.sort, hasTextFilter(query.filters)));
  if (window) select = select.limit(window.limit).offset(window.offset);
  return (await select.execute()).map((r) => r.rid);
}

/** The list rows of the given rowids, in that order. */
async function rowsByRowid(db: Registry, rowids: number[]): Promise<ProjectListItem[]> {
  if (!rowids.length) return [];
  const key = sql<number>`${sql.ref(`p.${dialectOf(db).rowKey}`)}`;
  const rows = await baseProjectQuery(db)
    .select(listColumns)
    .select(key.as('rid'))
    .where(key, 'in', rowids)
    .execute();
  const byRowid = new Map(rows.map(({ rid, ...row }) => [rid, row as ProjectListItem]));
  return rowids.map((id) => byRowid.get(id)).filter((r): r is ProjectListItem => r !== undefined);
}

const textQuery = (filters: ProjectFilters) =>
  fullTextQuery({ all: filters.projectName, beneficiar: filters.beneficiary });

const hasTextFilter = (filters: ProjectFilters) => textQuery(filters) !== undefined;

const onlyTextFilters = (filters: ProjectFilters) =>
  Object.entries(filters).every(
    ([name, value]) => value === undefined || name === 'projectName' || name === 'beneficiary',
  );

/** How many projects a search finds. */
export async function countProjects(db: Registry, criteria: ProjectCriteria): Promise<number> {
  const { filters } = criteria;
  const text = textQuery(filters);
  const where = criteriaConditions(db, criteria);
  if (text && onlyTextFilters(filters) && !criteria.anyOf) {
    return dialectOf(db).fullTextCount(db, text);
  }
  if (!criteria.anyOf) {
    const fromTotals = await countFromTotals(db, filters);
    if (fromTotals !== undefined) return fromTotals;
  }
  let select = db
    .selectFrom('projectSearchKeys as p')
    .select((eb) => eb.fn.countAll<number>().as('total'));
  // No WHERE at all (not even 1 = 1) lets SQLite count the table without visiting rows.
  if (where.length) select = select.where((eb) => eb.and(where));
  return Number((await select.executeTakeFirstOrThrow()).total);
}

/**
 * One page of the registry for a validated search (pages 1-based; a page past the end is empty).
 * "Deferred join": the page's rowids are picked first (sort and offset over index entries
 * only), then only those ten rows are read with their reference names — this keeps deep pages
 * and sorted searches of a 100 000-project registry within a few milliseconds.
 */
export async function searchProjects(
  db: Registry,
  query: ProjectSearchQuery & ProjectCriteria,
): Promise<ProjectSearchResult> {
  const offset = (query.page - 1) * query.pageSize;
  let total: number;
  let rowids: number[];
  if (hasTextFilter(query.filters) && !onlyTextFilters(query.filters)) {
    // Full-text hits are read and sorted anyway: one pass gives both the count and the page,
    // instead of evaluating the MATCH twice.
    const all = await orderedRowids(db, query);
    total = all.length;
    rowids = all.slice(offset, offset + query.pageSize);
  } else {
    total = await countProjects(db, query);
    rowids =
      offset < total ? await orderedRowids(db, query, { limit: query.pageSize, offset }) : [];
  }
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
 * The ordered keys (8 bytes each) are read once, so the sort runs once, not once per batch.
 */
export async function* iterateProjects(
  db: Registry,
  query: ProjectCriteria & Pick<ProjectSearchQuery, 'sort'>,
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
  // `id` is the storage key (FTS rowid), not part of the public record.
  const { id: _id, ...project } = row;
  return { ...project, isCreditPaid: project.isCreditPaid === 1 };
}

export async function projectExists(db: Registry, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('projectId')
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row !== undefined;
}
