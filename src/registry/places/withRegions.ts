import 'server-only';
import type { RegionCode } from '../../lib/regions';
import type { Registry } from '../database/db';
import type { ProjectListItem } from '../schemas';

// The regions of a batch of list rows, for the downloads' region column: one query
// per batch, by projectId.

export type ProjectWithRegions = ProjectListItem & { regions: RegionCode[] };

export async function withRegions(
  db: Registry,
  rows: ProjectListItem[],
): Promise<ProjectWithRegions[]> {
  if (!rows.length) return [];
  const found = await db
    .selectFrom('projectRegions as r')
    .innerJoin('projects as p', 'p.id', 'r.projectKey')
    .select(['p.projectId', 'r.region'])
    .where(
      'p.projectId',
      'in',
      rows.map((r) => r.projectId),
    )
    .orderBy('r.region')
    .execute();
  const byProject = new Map<string, RegionCode[]>();
  for (const { projectId, region } of found) {
    const list = byProject.get(projectId) ?? [];
    list.push(region as RegionCode);
    byProject.set(projectId, list);
  }
  return rows.map((row) => ({ ...row, regions: byProject.get(row.projectId) ?? [] }));
}
