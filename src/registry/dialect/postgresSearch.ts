import { sql, type SqlBool } from 'kysely';
import { lemmaText, wordText, type SearchTerm } from '../../text/searchTerms';
import type { FullTextQuery } from '../fullText';
import { lemmatiser } from '../lexicon';
import type { SearchIndexDialect } from './types';

// PostgreSQL's full-text search: the table "projectSearch" (migration 006) holds one tsvector per
// project, written here because the lemmatiser runs in the portal: weight A the lemmas and B the
// words as written of name and purpose, C and D those of the beneficiary. A query asks a known
// word's lemmas under A or C (beneficiary: C) and any other word as a prefix under B or D (D).

/** Terms are letters and digits only (src/text), so no tsquery syntax reaches the parser. */
function termQuery(term: SearchTerm, lemmaWeights: string, wordWeights: string): string {
  if (term.lemmas.length) return `(${term.lemmas.map((l) => `${l}:${lemmaWeights}`).join(' | ')})`;
  return `${term.word}:*${wordWeights}`;
}

export function tsQueryText(query: FullTextQuery): string {
  return [
    ...query.all.map((t) => termQuery(t, 'AC', 'BD')),
    ...query.beneficiar.map((t) => termQuery(t, 'C', 'D')),
  ].join(' & ');
}

const matches = (query: FullTextQuery) =>
  sql<SqlBool>`doc @@ to_tsquery('simple', ${tsQueryText(query)})`;

/** Projects indexed per statement: a few hundred KB of text, well under the parameter limit. */
const BATCH = 2_000;

export const postgresSearch: SearchIndexDialect = {
  // MATERIALIZED: the hits come from the GIN index once, then drive the rest of the query.
  fullTextCondition: (query) =>
    sql<SqlBool>`p.id IN (WITH hits AS MATERIALIZED (SELECT id FROM "projectSearch" WHERE ${matches(query)}) SELECT id FROM hits)`,

  fullTextProjectIds: (query) =>
    sql`SELECT p."projectId" FROM projects p JOIN "projectSearch" s ON s.id = p.id WHERE ${matches(query)}`,

  async fullTextCount(db, query) {
    const row = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM "projectSearch" WHERE ${matches(query)}`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  },

  async refreshSearchIndex(db) {
    // An index emptied by the writer (a sync replaces every project) starts a new vocabulary.
    const anyIndexed = await sql`SELECT 1 FROM "projectSearch" LIMIT 1`.execute(db);
    if (!anyIndexed.rows.length) await sql`DELETE FROM "searchVocabulary"`.execute(db);
    const lemmas = lemmatiser();
    let indexed = 0;
    for (;;) {
      const { rows } = await sql<{
        id: number;
        projectName: string | null;
        projectPurpose: string | null;
        beneficiar: string | null;
      }>`SELECT p.id, p."projectName", p."projectPurpose", p.beneficiar FROM projects p
        WHERE NOT EXISTS (SELECT 1 FROM "projectSearch" s WHERE s.id = p.id)
        ORDER BY p.id LIMIT ${BATCH}`.execute(db);
      if (!rows.length) return indexed;
      // Per project: lemmas and words of name and purpose (a, b), of the beneficiary (c, d).
      const ids: number[] = [];
      const a: string[] = [];
      const b: string[] = [];
      const c: string[] = [];
      const d: string[] = [];
      const vocabulary = new Set<string>();
      for (const row of rows) {
        const text = `${row.projectName ?? ''} ${row.projectPurpose ?? ''}`;
        const words = wordText(text);
        const beneficiarWords = wordText(row.beneficiar);
        ids.push(row.id);
        a.push(lemmaText(text, lemmas));
        b.push(words);
        c.push(lemmaText(row.beneficiar, lemmas));
        d.push(beneficiarWords);
        for (const word of `${words} ${beneficiarWords}`.split(' ')) if (word) vocabulary.add(word);
      }
      await sql`INSERT INTO "projectSearch" (id, doc)
        SELECT t.id, setweight(to_tsvector('simple', t.a), 'A') || setweight(to_tsvector('simple', t.b), 'B')
          || setweight(to_tsvector('simple', t.c), 'C') || setweight(to_tsvector('simple', t.d), 'D')
        FROM unnest(${ids}::integer[], ${a}::text[], ${b}::text[], ${c}::text[], ${d}::text[])
          AS t(id, a, b, c, d)`.execute(db);
      await sql`INSERT INTO "searchVocabulary" (word) SELECT unnest(${[...vocabulary]}::text[])
        ON CONFLICT DO NOTHING`.execute(db);
      indexed += rows.length;
    }
  },

  async rebuildSearchIndex(db) {
    await sql`DELETE FROM "projectSearch"`.execute(db);
    return postgresSearch.refreshSearchIndex(db);
  },

  async searchVocabulary(db, limit) {
    const rows = await sql<{
      word: string;
    }>`SELECT word FROM "searchVocabulary" LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => r.word);
  },
};
