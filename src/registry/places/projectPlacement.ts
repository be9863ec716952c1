import type { Kysely } from 'kysely';
import type { Database } from '../database/dbTypes';
import { placeProject, placementFields, type PlacementText } from './placement';

// Writes the placement of projects as they are written: the sync and the demo
// generator call it with each batch of new rows, in their transaction; the migration that made
// the table places the projects a registry already had. Deleting a project deletes its rows
// (foreign key), so a rewrite needs no clean-up.

type PlacedRow = PlacementText & { projectId: string };

// PostgreSQL allows 65 535 bound parameters per statement, SQLite 32 766: 3 per row.
const ROWS_PER_INSERT = 9_000;

/** Places the given projects (already in `projects`); returns how many rows it wrote. */
export async function writePlacements(
  db: Kysely<Database>,
  rows: readonly PlacedRow[],
): Promise<number> {
  const placed = rows
    .map((row) => ({ projectId: row.projectId, placements: placeProject(row) }))
    .filter((row) => row.placements.length > 0);
  if (!placed.length) return 0;
  const keys = new Map<string, number>();
  for (let i = 0; i < placed.length; i += ROWS_PER_INSERT) {
    const ids = placed.slice(i, i + ROWS_PER_INSERT).map((row) => row.projectId);
    const found = await db
      .selectFrom('projects')
      .select(['id', 'projectId'])
      .where('projectId', 'in', ids)
      .execute();
    for (const row of found) keys.set(row.projectId, row.id);
  }
  const values = placed.flatMap(({ projectId, placements }) => {
    const projectKey = keys.get(projectId);
    return projectKey === undefined
      ? []
      : placements.map(({ region, evidence }) => ({ projectKey, region, evidence }));
  });
  for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('projectRegions')
      .values(values.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
  return values.length;
}

/** Places every project anew (the migration; a changed gazetteer). Returns the rows written. */
export async function placeAllProjects(db: Kysely<Database>, batchSize = 2_000): Promise<number> {
  await db.deleteFrom('projectRegions').execute();
  let written = 0;
  let after = -1;
  for (;;) {
    const rows = await db
      .selectFrom('projects')
      .select(['id', 'projectId', ...placementFields])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (!rows.length) return written;
    after = rows[rows.length - 1]!.id;
    written += await writePlacements(db, rows);
  }
}
