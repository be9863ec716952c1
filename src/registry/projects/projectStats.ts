import 'server-only';
import type { Registry } from '../database/db';
import type { ProjectStatItem } from '../schemas';

/** Cost dynamics of a project by period (oldest first); empty when the registry has none. */
export async function getProjectStats(db: Registry, projectId: string): Promise<ProjectStatItem[]> {
  return db
    .selectFrom('projectStats')
    .select(['period', 'amount', 'usedAmount'])
    .where('projectId', '=', projectId)
    .orderBy('period')
    .execute();
}
