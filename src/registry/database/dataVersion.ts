import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from './dbTypes';

// Kysely<Database> rather than db.ts's Registry: db.ts reaches this module through the search index.
type Registry = Kysely<Database>;

// Every sync, import or seed bumps the data version in the database itself, so every portal
// process (cluster workers, other machines on PostgreSQL) sees the same value: page caches key
// on it and drop what was rendered from older data. Stored in registryInfo as a decimal string.

const KEY = 'dataVersion';

/** The current data version (0 for a registry never written). */
export async function getDataVersion(db: Registry): Promise<number> {
  const row = await db
    .selectFrom('registryInfo')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  return row ? Number(row.value) || 0 : 0;
}

/** Bumps the data version; call it inside the transaction that changes the data. */
export async function bumpDataVersion(db: Registry): Promise<void> {
  await db
    .insertInto('registryInfo')
    .values({ key: KEY, value: '1' })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        value: sql<string>`CAST(CAST("registryInfo"."value" AS INTEGER) + 1 AS TEXT)`,
      }),
    )
    .execute();
}
