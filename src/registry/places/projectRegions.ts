import 'server-only';
import type { RegionCode } from '../../lib/regions';
import type { Registry } from '../database/db';
import type { Placement } from './placement';

/** The regions a project is placed in, in the table's order, each with how it was found. */
export async function getProjectRegions(db: Registry, projectId: string): Promise<Placement[]> {
  const rows = await db
    .selectFrom('projectRegions as r')
    .innerJoin('projects as p', 'p.id', 'r.projectKey')
    .select(['r.region', 'r.evidence'])
    .where('p.projectId', '=', projectId)
    .orderBy('r.region')
    .execute();
  return rows.map((r) => ({ region: r.region as RegionCode, evidence: r.evidence }));
}
