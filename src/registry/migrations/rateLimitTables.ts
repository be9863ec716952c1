import type { Kysely } from 'kysely';
import { tableWithId, type DialectTypes } from './commonTables';
import { createIndex } from './indexes';

// Migration 005 on both dialects: the per-client limits of the expensive endpoints (exports,
// REST searches), shared by every portal process on one database (rateLimits.ts). A window row
// counts a client's requests of one class in one minute; a slot row is one request in flight,
// with an expiry so a process that dies holding it cannot block its client for long.

export async function createRateLimitTables(db: Kysely<unknown>, t: DialectTypes): Promise<void> {
  await db.schema
    .createTable('rateLimitWindows')
    .addColumn('limitClass', 'text', (c) => c.notNull())
    .addColumn('clientKey', 'text', (c) => c.notNull())
    // Start of the minute, in milliseconds since the epoch.
    .addColumn('windowStart', 'bigint', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rateLimitWindows_pk', ['limitClass', 'clientKey', 'windowStart'])
    .execute();
  await createIndex(db, 'rateLimitWindows', 'start', ['windowStart']);
  await tableWithId(db, t, 'rateLimitSlots')
    .addColumn('limitClass', 'text', (c) => c.notNull())
    .addColumn('clientKey', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
  await createIndex(db, 'rateLimitSlots', 'client', ['limitClass', 'clientKey']);
}

export async function dropRateLimitTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rateLimitSlots').execute();
  await db.schema.dropTable('rateLimitWindows').execute();
}
