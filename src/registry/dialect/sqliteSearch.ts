import { sql, type SqlBool } from 'kysely';
import type { SearchTerm } from '../../text/searchTerms';
import type { FullTextQuery } from '../search/fullText';
import { indexedColumns, indexedValues } from '../migrations/006_lemmaSearch';
import type { SearchIndexDialect } from './types';

// SQLite's full-text search: an FTS5 table with the lemmas and the words as written of name and
// purpose and of the beneficiary (migration 006), kept by triggers that call the lemmatiser.

/** `{lemma columns} : ("l1" OR "l2")` for a known word, `{word columns} : "w"*` for the rest. */
function termExpression(term: SearchTerm, lemmaColumns: string, wordColumns: string): string {
  if (term.lemmas.length) {
    return `{${lemmaColumns}} : (${term.lemmas.map((l) => `"${l}"`).join(' OR ')})`;
  }
  return `{${wordColumns}} : "${term.word}"*`;
}

/** An FTS5 MATCH expression: every term required. */
export function ftsMatchExpression(query: FullTextQuery): string {
  return [
    ...query.all.map((t) => termExpression(t, 'lemmas beneficiarLemmas', 'words beneficiarWords')),
    ...query.beneficiar.map((t) => termExpression(t, 'beneficiarLemmas', 'beneficiarWords')),
  ].join(' AND ');
}

const hits = (query: FullTextQuery) =>
  sql`SELECT rowid FROM "projectsFts" WHERE "projectsFts" MATCH ${ftsMatchExpression(query)}`;

export const sqliteSearch: SearchIndexDialect = {
  textDrives: false,
  textDriveWithFilters: () => Promise.resolve('hits'),

  fullTextCondition: (query) => sql<SqlBool>`p.rowid IN (${hits(query)})`,

  fullTextProjectIds: (query) =>
    sql`SELECT p."projectId" FROM "projects" p WHERE p.rowid IN (${hits(query)})`,

  async fullTextCount(db, query) {
    // The full-text index has one row per project: alone, it counts its own hits.
    const row = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM "projectsFts" WHERE "projectsFts" MATCH ${ftsMatchExpression(query)}`.execute(
      db,
    );
    return Number(row.rows[0]?.n ?? 0);
  },

  // The triggers keep the index in step with every write; the words for suggestions are read
  // from it once per write instead of by every serving process.
  async refreshSearchIndex(db) {
    await sql`DELETE FROM "searchVocabulary"`.execute(db);
    await sql`INSERT INTO "searchVocabulary" (word) SELECT DISTINCT term FROM "projectsFtsVocab"
      WHERE col IN ('words', 'beneficiarWords')`.execute(db);
    return 0;
  },

  async rebuildSearchIndex(db) {
    await sql`DELETE FROM "projectsFts"`.execute(db);
    const result = await sql
      .raw(
        `INSERT INTO "projectsFts" (rowid, ${indexedColumns}) SELECT p.rowid, ${indexedValues('p')} FROM projects p`,
      )
      .execute(db);
    await sqliteSearch.refreshSearchIndex(db);
    return Number(result.numAffectedRows ?? 0);
  },

  async searchVocabulary(db, limit) {
    const rows = await sql<{
      word: string;
    }>`SELECT word FROM "searchVocabulary" LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => r.word);
  },
};
