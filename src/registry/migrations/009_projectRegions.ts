import type { Kysely } from 'kysely';
import { createProjectRegions, dropProjectRegions } from './projectRegionsTable';

// The project → region table (see projectRegionsTable.ts); the same on both dialects.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createProjectRegions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropProjectRegions(db);
}
