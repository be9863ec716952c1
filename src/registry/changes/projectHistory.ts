import 'server-only';
import { fieldRank } from '../../lib/projectChanges';
import { fieldChange } from './changeRows';
import type { ProjectHistoryRow } from './changeSchemas';
import type { Registry } from '../database/db';

// One project's past: its rows for the project page, and whether a project that is no longer
// in the registry was removed from it (its page answers 410, saying when).

/** A project's history, newest first: each changed field, and its addition or removal. */
export async function projectHistory(
  db: Registry,
  projectId: string,
  limit: number,
): Promise<ProjectHistoryRow[]> {
  const rows = await db
    .selectFrom('projectChanges as c')
    .innerJoin('registryRevisions as r', 'r.id', 'c.revisionId')
    .leftJoin('projectFieldChanges as f', (join) =>
      join.onRef('f.revisionId', '=', 'c.revisionId').onRef('f.projectId', '=', 'c.projectId'),
    )
    .select([
      'c.revisionId',
      'c.kind',
      'r.recordedAt',
      'r.recordedOn',
      'f.field',
      'f.oldValue',
      'f.newValue',
    ])
    .where('c.projectId', '=', projectId)
    .orderBy('c.revisionId', 'desc')
    .limit(limit)
    .execute();
  const out: ProjectHistoryRow[] = rows.map((r) => ({
    revisionId: Number(r.revisionId),
    recordedAt: r.recordedAt,
    recordedOn: r.recordedOn,
    kind: r.kind,
    change:
      r.field === null ? null : fieldChange({ ...r, field: r.field, oldValue: r.oldValue ?? null }),
  }));
  // Within a revision, fields in page order.
  const rank = (r: ProjectHistoryRow) => (r.change ? fieldRank(r.change.field) : -1);
  return out.sort((a, b) => b.revisionId - a.revisionId || rank(a) - rank(b));
}

/** A project no longer in the registry: when it was removed, and its last name. */
export async function removedProject(
  db: Registry,
  projectId: string,
): Promise<{ projectName: string; removedOn: string; recordedAt: string } | undefined> {
  const row = await db
    .selectFrom('projectChanges as c')
    .innerJoin('registryRevisions as r', 'r.id', 'c.revisionId')
    .select(['c.kind', 'c.projectName', 'r.recordedOn', 'r.recordedAt'])
    .where('c.projectId', '=', projectId)
    .orderBy('c.revisionId', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row?.kind !== 'removed') return undefined;
  return {
    projectName: row.projectName ?? projectId,
    removedOn: row.recordedOn,
    recordedAt: row.recordedAt,
  };
}
