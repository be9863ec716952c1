import 'server-only';
import type { ProjectSearchQuery, ProjectSort, SearchCriteria } from '../../lib/projectQuery';
import type { Registry } from '../database/db';
import { hasRow } from '../database/hasRow';
import { baseProjectQuery, prepareSearch } from '../search/projectSearch';
import { suggestCorrection } from '../search/searchSuggestion';
import type { Project, ProjectSearchResult } from '../schemas';
import { withRegions, type ProjectWithRegions } from '../places/withRegions';

// The registry's projects: a search's count, page or rows (each a prepared search, see
// projectSearch.ts; a caller that needs two of them prepares the search once itself), and one
// project by its id.

/** How many projects a search finds. */
export function countProjects(db: Registry, criteria: SearchCriteria): Promise<number> {
  return prepareSearch(db, criteria).count();
}

/** The filters a spelling suggestion may correct, in the order they are tried. */
const correctable = ['projectName', 'beneficiary'] as const;

/**
 * One page of the registry for a validated search (pages 1-based); when it finds nothing, a
 * corrected text filter that would find something, if there is one (unless `suggest` is false:
 * a caller that suggests for a wider search of its own).
 */
export async function searchProjects(
  db: Registry,
  query: ProjectSearchQuery & SearchCriteria,
  options: { suggest?: boolean } = {},
): Promise<ProjectSearchResult> {
  const result = await prepareSearch(db, query).page(query.page, query.pageSize);
  if (result.total > 0 || options.suggest === false) return result;
  for (const filter of correctable) {
    const written = query.filters[filter];
    if (!written) continue;
    const text = await suggestCorrection(db, written, (corrected) =>
      countProjects(db, { ...query, filters: { ...query.filters, [filter]: corrected } }),
    );
    if (text) return { ...result, suggestion: { filter, text } };
  }
  return result;
}

/** Every row of a search, in order, in batches, and how many there are (for exports). */
export async function exportProjects(
  db: Registry,
  query: SearchCriteria & { sort: ProjectSort },
  batchSize = 500,
): Promise<{ total: number; batches: AsyncGenerator<ProjectWithRegions[]> }> {
  const { total, batches } = await prepareSearch(db, query).all(batchSize);
  // Each batch with its rows' regions: the downloads' region column.
  async function* placed(): AsyncGenerator<ProjectWithRegions[]> {
    for await (const rows of batches) yield withRegions(db, rows);
  }
  return { total, batches: placed() };
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

export function projectExists(db: Registry, projectId: string): Promise<boolean> {
  return hasRow(db.selectFrom('projects').select('projectId').where('projectId', '=', projectId));
}
