import { type Kysely, sql } from 'kysely';
import { createProjectCopyTriggers } from './projectCopyTriggers';

// Full-text search by lemma (src/text): the index holds, for name and purpose and for the
// beneficiary, every word's dictionary lemmas and every word as written. Triggers keep it in
// step through the SQL functions search_lemmas and search_words, which every connection of the
// portal registers (../db.ts); the index is filled by ensureSearchIndex (../searchIndex.ts),
// which also rebuilds it whenever the lemmatiser or the dictionary changes.

const nameAndPurpose = (row: string) =>
  `coalesce(${row}."projectName", '') || ' ' || coalesce(${row}."projectPurpose", '')`;

/** The index row of `row` (new, or projects in a rebuild). */
export const indexedValues = (row: string) =>
  `search_lemmas(${nameAndPurpose(row)}), search_words(${nameAndPurpose(row)}), ` +
  `search_lemmas(${row}.beneficiar), search_words(${row}.beneficiar)`;

export const indexedColumns = 'lemmas, words, "beneficiarLemmas", "beneficiarWords"';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['projects_fts_ai', 'projects_fts_ad', 'projects_fts_au']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS "projectsFts"`.execute(db);
  // unicode61 with diacritics kept: removing them would fold «й» into «и».
  await sql
    .raw(
      `CREATE VIRTUAL TABLE "projectsFts" USING fts5(${indexedColumns}, tokenize = 'unicode61 remove_diacritics 0')`,
    )
    .execute(db);
  // The indexed words by column, read by the writers into "searchVocabulary": reading them here
  // walks the whole index (about a second at 100 000 projects), too slow for a serving process.
  await sql`CREATE VIRTUAL TABLE "projectsFtsVocab" USING fts5vocab("projectsFts", 'col')`.execute(
    db,
  );
  await sql`CREATE TABLE "searchVocabulary" (word TEXT PRIMARY KEY) WITHOUT ROWID`.execute(db);
  await createProjectCopyTriggers(
    db,
    'fts',
    '"projectsFts"',
    `INSERT INTO "projectsFts" (rowid, ${indexedColumns}) VALUES (new.rowid, ${indexedValues('new')});`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['projects_fts_ai', 'projects_fts_ad', 'projects_fts_au']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS "searchVocabulary"`.execute(db);
  await sql`DROP TABLE IF EXISTS "projectsFtsVocab"`.execute(db);
  await sql`DROP TABLE IF EXISTS "projectsFts"`.execute(db);
}
