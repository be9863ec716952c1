import type { Kysely } from 'kysely';
import { createChangeTables, dropChangeTables } from './changeTables';

// The change history (what each sync changed: projects added, removed, fields old → new).
// See ./changeTables.ts for the tables, alike on both dialects.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createChangeTables(db, {
    amount: 'real',
    withoutRowid: true,
    revisionKey: 'integer primary key',
    key: 'text',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropChangeTables(db);
}
