import { type Kysely, sql } from 'kysely';

// Posting lists beside the GIN index: for each lexeme of "projectSearch", the ids of the projects
// that hold it. A GIN index has no index-only scans (and PostgreSQL 15's bitmap scans no longer
// skip all-visible pages), so counting a word's hits there visits every hit's ~1 KB row; the
// lists answer a count, or a hashed membership test, from a few rows instead. `n` is the length
// of `ids`, read without reading the list.
//
// They are renewed whole by the writer's refresh (../../dialect/postgresPostings.ts). The row
// with the empty lexeme says they match "projectSearch": any statement that changes that table
// deletes it, and readers without it fall back to the GIN index, so a count is never stale.

const statements = [
  `CREATE TABLE "searchPostings" (
    lexeme text COLLATE "C" PRIMARY KEY,
    ids integer[] NOT NULL,
    n integer NOT NULL
  )`,
  `CREATE FUNCTION "searchPostings_outdated"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM "searchPostings" WHERE lexeme = '';
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER "projectSearch_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
    ON "projectSearch" FOR EACH STATEMENT EXECUTE FUNCTION "searchPostings_outdated"()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS "projectSearch_changed" ON "projectSearch"`.execute(db);
  await sql`DROP FUNCTION IF EXISTS "searchPostings_outdated"()`.execute(db);
  await sql`DROP TABLE IF EXISTS "searchPostings"`.execute(db);
}
