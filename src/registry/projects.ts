import 'server-only';
import type { ProjectFilters, ProjectSearchQuery } from '../lib/projectQuery';
import type { Registry } from './db';
import { baseProjectQuery, listColumns, orderByClause, searchCondition } from './projectSearch';
import type { Project, ProjectListItem, ProjectSearchResult } from './schemas';

/** Filters that must all hold, plus (optionally) alternatives of which one must hold. */
export type ProjectCriteria = ProjectSearchQuery & { anyOf?: ProjectFilters[] };

/** One page of the registry for a validated search (pages 1-based; a page past the end is empty). */
export async function searchProjects(
  db: Registry,
  query: ProjectCriteria,
): Promise<ProjectSearchResult> {
  const where = searchCondition(query);
  const countRow = await db
    .selectFrom('projects as p')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const total = Number(countRow.total);
  const rows = await baseProjectQuery(db)
    .select(listColumns)
    .where(where)
    .orderBy(orderByClause(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    rows: rows as ProjectListItem[],
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** Every row of a search, in order, in batches: exports stream this without holding it all. */
export async function* iterateProjects(
  db: Registry,
  query: Pick<ProjectCriteria, 'filters' | 'sort' | 'anyOf'>,
  batchSize = 500,
): AsyncGenerator<ProjectListItem[]> {
  const where = searchCondition(query);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await baseProjectQuery(db)
      .select(listColumns)
      .where(where)
      .orderBy(orderByClause(query.sort))
      .limit(batchSize)
      .offset(offset)
      .execute();
    if (rows.length) yield rows as ProjectListItem[];
    if (rows.length < batchSize) return;
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
