import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, type Registry } from '../../src/registry/database/db';
import { legacyMigrationNames, migrationNames } from '../../src/registry/migrations/migrationNames';
import { testDialect, testRegistry } from '../support/testRegistry';

// A migration renamed for one naming style must not run again, or fail, on a database an older
// portal migrated: that database records the old name (kysely_migration), and the start renames
// it before migrating.

const recorded = async (db: Registry) =>
  (
    await sql<{
      name: string;
      timestamp: string;
    }>`SELECT name, timestamp FROM kysely_migration ORDER BY name`.execute(db)
  ).rows;

describe(`renamed migrations on ${testDialect}`, () => {
  it('are one style: a number and a camelCase name', () => {
    for (const name of migrationNames) expect(name).toMatch(/^\d{3}_[a-z][A-Za-z0-9]*$/);
  });

  it('take their new name in a database that records the old one, without running again', async () => {
    const db = await testRegistry({ empty: true });
    // The database as the older portal left it.
    for (const [old, now] of Object.entries(legacyMigrationNames)) {
      await sql`UPDATE kysely_migration SET name = ${old} WHERE name = ${now}`.execute(db);
    }
    const before = await recorded(db);
    expect(before.map((r) => r.name)).toContain('002_search_indexes');

    await migrateToLatest(db);

    const after = await recorded(db);
    expect(after.map((r) => r.name)).toEqual([...migrationNames].sort());
    // Same rows, same times: nothing ran again.
    const times = (rows: typeof before) => rows.map((r) => String(r.timestamp)).sort();
    expect(times(after)).toEqual(times(before));
    if (testDialect === 'sqlite') await db.destroy();
  });
});
