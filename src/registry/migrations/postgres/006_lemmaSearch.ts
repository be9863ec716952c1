import { type Kysely, sql } from 'kysely';

// PostgreSQL twin of ../006_lemmaSearch.ts. PostgreSQL cannot call the lemmatiser, so the index
// is a table written by the portal (../../dialect/postgresSearch.ts): one tsvector per project,
// lemmas and words as written told apart by a prefix of their lexemes, under one GIN index. A project whose texts change
// loses its row (trigger) until the writer's refresh indexes it again in the same transaction;
// a removed project's row goes with it (foreign key).

const statements = [
  `DROP INDEX IF EXISTS "projects_fts_all_idx", "projects_fts_beneficiar_idx"`,
  `CREATE TABLE "projectSearch" (
    id integer PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    doc tsvector NOT NULL
  )`,
  `CREATE INDEX "projectSearch_doc_idx" ON "projectSearch" USING gin (doc)`,
  `CREATE TABLE "searchVocabulary" (word text COLLATE "C" PRIMARY KEY)`,
  `CREATE FUNCTION "projectSearch_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM "projectSearch" WHERE id = NEW.id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER "projects_search_au" AFTER UPDATE OF "projectName", "projectPurpose", beneficiar
    ON projects FOR EACH ROW
    WHEN (OLD."projectName" IS DISTINCT FROM NEW."projectName"
      OR OLD."projectPurpose" IS DISTINCT FROM NEW."projectPurpose"
      OR OLD.beneficiar IS DISTINCT FROM NEW.beneficiar)
    EXECUTE FUNCTION "projectSearch_forget"()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS "projects_search_au" ON projects`.execute(db);
  await sql`DROP FUNCTION IF EXISTS "projectSearch_forget"()`.execute(db);
  await sql`DROP TABLE IF EXISTS "searchVocabulary", "projectSearch"`.execute(db);
}
