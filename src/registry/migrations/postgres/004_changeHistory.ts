import type { Kysely } from 'kysely';
import { createChangeTables, dropChangeTables } from '../changeTables';

// PostgreSQL twin of ../004_changeHistory.ts: the same tables (../changeTables.ts), amounts in
// double precision, revision ids from an identity column, ordinary heap tables.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createChangeTables(db, {
    amount: 'double precision',
    withoutRowid: false,
    revisionKey: 'identity',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropChangeTables(db);
}
