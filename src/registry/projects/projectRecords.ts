import 'server-only';
import { z } from 'zod';
import type { Registry } from '../database/db';
import { baseProjectQuery } from '../search/projectSearch';
import { regionCode, type RegionCode } from '../../lib/regions';
import { projectDocumentSchema, projectSchema, projectStatItemSchema } from '../schemas';

// Whole project records — every field, the reference names, the attached documents' metadata and
// the cost dynamics — read for a batch of projects at once: three queries per batch, not three
// per project, so a file of the whole registry (the IATI export) costs the same per project at
// 100 000 projects as at 100.

export const projectRecordSchema = z.object({
  project: projectSchema.extend({ creditorShortName: z.string() }),
  documents: z.array(projectDocumentSchema),
  stats: z.array(projectStatItemSchema),
  /** The regions the project's text names (registry/places). */
  regions: z.array(regionCode).optional(),
});
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

function groupByProject<T extends { projectId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.projectId);
    if (group) group.push(row);
    else groups.set(row.projectId, [row]);
  }
  return groups;
}

/** The records of the given projects, in the order of `projectIds`; unknown ids are left out. */
export async function projectRecords(
  db: Registry,
  projectIds: readonly string[],
): Promise<ProjectRecord[]> {
  if (!projectIds.length) return [];
  const ids = [...projectIds];
  const [projects, documents, stats, regions] = await Promise.all([
    baseProjectQuery(db)
      .selectAll('p')
      .select([
        's.name as projectStateName',
        'f.fieldNameUkr as projectFieldName',
        'c.name as creditorName',
        'c.shortName as creditorShortName',
        'e.name as responsibleExecutorName',
      ])
      .where('p.projectId', 'in', ids)
      .execute(),
    db
      .selectFrom('projectDocuments')
      .select(['id', 'projectId', 'title', 'fileName', 'contentType', 'size'])
      .where('projectId', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('projectStats')
      .select(['projectId', 'period', 'amount', 'usedAmount'])
      .where('projectId', 'in', ids)
      .orderBy('projectId')
      .orderBy('period')
      .execute(),
    db
      .selectFrom('projectRegions as r')
      .innerJoin('projects as p', 'p.id', 'r.projectKey')
      .select(['p.projectId', 'r.region'])
      .where('p.projectId', 'in', ids)
      .orderBy('r.region')
      .execute(),
  ]);
  const byId = new Map(projects.map((row) => [row.projectId, row]));
  const documentsOf = groupByProject(documents);
  const statsOf = groupByProject(stats);
  const regionsOf = groupByProject(regions);
  return ids.flatMap((projectId) => {
    const row = byId.get(projectId);
    if (!row) return [];
    // `id` is the storage key, not part of the public record; booleans are stored as 0/1.
    const { id: _id, ...project } = row;
    return [
      {
        project: { ...project, isCreditPaid: project.isCreditPaid === 1 },
        documents: documentsOf.get(projectId) ?? [],
        stats: (statsOf.get(projectId) ?? []).map(({ period, amount, usedAmount }) => ({
          period,
          amount,
          usedAmount,
        })),
        regions: (regionsOf.get(projectId) ?? []).map((r) => r.region as RegionCode),
      },
    ];
  });
}
