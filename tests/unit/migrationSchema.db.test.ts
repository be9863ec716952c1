import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../src/registry/database/db';
import { testDialect, testRegistry } from '../support/testRegistry';

// The schema the migrations build, pinned per dialect: migrations are history, so a change to
// their code (such as sharing table definitions between the dialects) must leave new databases
// exactly like the ones already migrated. SQLite keeps each object's SQL text; PostgreSQL is
// read from its catalog.

const rows = async (db: Registry, query: string) => (await sql.raw(query).execute(db)).rows;

async function sqliteSchema(db: Registry) {
  return {
    objects: await rows(
      db,
      `SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`,
    ),
    migrations: await rows(db, `SELECT name FROM kysely_migration ORDER BY name`),
  };
}

async function postgresSchema(db: Registry) {
  const inPublic = `connamespace = 'public'::regnamespace`;
  return {
    columns: await rows(
      db,
      `SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default,
        collation_name, is_identity, identity_generation
      FROM information_schema.columns WHERE table_schema = 'public'
      ORDER BY table_name, ordinal_position`,
    ),
    indexes: await rows(
      db,
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
    ),
    constraints: await rows(
      db,
      `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS def
      FROM pg_constraint WHERE ${inPublic} ORDER BY 1, 2`,
    ),
    triggers: await rows(
      db,
      `SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`,
    ),
    functions: await rows(
      db,
      `SELECT proname, prosrc FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1`,
    ),
    views: await rows(
      db,
      `SELECT viewname, definition FROM pg_views WHERE schemaname = 'public' ORDER BY 1`,
    ),
    migrations: await rows(db, `SELECT name FROM kysely_migration ORDER BY name`),
  };
}

describe(`the migrated schema on ${testDialect}`, () => {
  it('is the one existing databases have: same migrations, tables, columns, indexes, triggers', async () => {
    const db = await testRegistry({ empty: true });
    const schema = testDialect === 'postgres' ? await postgresSchema(db) : await sqliteSchema(db);
    if (testDialect === 'sqlite') await db.destroy();
    await expect(JSON.stringify(schema, null, 1) + '\n').toMatchFileSnapshot(
      `./__snapshots__/schema.${testDialect}.json`,
    );
  });
});
