import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/dbTypes';
import { placeAllProjects } from '../places/projectPlacement';

// The regions a project is placed in (src/registry/places/), with the evidence its page
// shows. Keyed by the project's storage key (`projects.id`): the filter reads it beside the
// search keys (same key), and deleting a project deletes its placement (the sync replaces all
// projects, then places the new rows). Same statements on both dialects.

export async function createProjectRegions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projectRegions')
    .addColumn('projectKey', 'integer', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('projectRegions_pk', ['projectKey', 'region'])
    .execute();
  // The filter and the totals by region read (region, projectKey) without the rows.
  await sql`CREATE INDEX "projectRegions_region_idx" ON "projectRegions" ("region", "projectKey")`.execute(
    db,
  );
  // A registry that already has projects gets them placed now.
  await placeAllProjects(db as Kysely<Database>);
}

export async function dropProjectRegions(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projectRegions').ifExists().execute();
}
