import { type Kysely, sql } from 'kysely';
import { createChangeTables, dropChangeTables } from '../changeTables';

// PostgreSQL twin of ../004_changeHistory.ts: the same tables (../changeTables.ts), amounts in
// double precision, revision ids from an identity column, text keys in byte order (COLLATE
// "C", as SQLite compares), ordinary heap tables.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createChangeTables(db, {
    amount: 'double precision',
    withoutRowid: false,
    revisionKey: 'identity',
    key: sql`text COLLATE "C"`,
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropChangeTables(db);
}
