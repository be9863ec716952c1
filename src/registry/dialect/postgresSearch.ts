import { sql, type SqlBool } from 'kysely';
import { lemmaText, wordText, type SearchTerm } from '../../text/searchTerms';
import type { FullTextQuery } from '../search/fullText';
import { lemmatiser } from '../search/lexicon';
import {
  postingsBound,
  postingsCondition,
  postingsCount,
  refreshPostings,
} from './postgresPostings';
import type { SearchIndexDialect } from './types';

// PostgreSQL's full-text search: the table "projectSearch" (migration 006) holds one tsvector per
// project, written here because the lemmatiser runs in the portal. Its lexemes carry their kind
// as a prefix — a. lemmas and b. words as written of name and purpose, c. and d. those of the
// beneficiary — and are stored and queried verbatim (array_to_tsvector, a tsquery cast), so a
// GIN index answers a term exactly, prefixes too, with no weights to recheck in the table.

const lexemes = (kind: string, text: string) =>
  text ? text.split(' ').map((t) => `${kind}.${t}`) : [];

/** Terms are letters and digits only (src/text), so quoting them is all tsquery needs. */
function termQuery(term: SearchTerm, lemmaKinds: string[], wordKinds: string[]): string {
  const alternatives = term.lemmas.length
    ? term.lemmas.flatMap((l) => lemmaKinds.map((k) => `'${k}.${l}'`))
    : wordKinds.map((k) => `'${k}.${term.word}':*`);
  return `(${alternatives.join(' | ')})`;
}

export function tsQueryText(query: FullTextQuery): string {
  return [
    ...query.all.map((t) => termQuery(t, ['a', 'c'], ['b', 'd'])),
    ...query.beneficiar.map((t) => termQuery(t, ['c'], ['d'])),
  ].join(' & ');
}

const matches = (query: FullTextQuery) => sql<SqlBool>`doc @@ ${tsQueryText(query)}::tsquery`;

/** The project of alias `p` matches, checked on its own row of the index. */
const probe = (query: FullTextQuery) =>
  sql<SqlBool>`coalesce((SELECT ${matches(query)} FROM "projectSearch" s WHERE s.id = p.id), false)`;

/**
 * Hits from which a search with other filters is driven by those filters' rows, each looked up
 * in the hits' bitmap, rather than by its hits (about 5 µs each from the GIN index).
 */
const MANY_HITS = 2_000;

/** Projects indexed per statement: a few hundred KB of text, well under the parameter limit. */
const BATCH = 2_000;

export const postgresSearch: SearchIndexDialect = {
  textDrives: true,

  // 'hits' — MATERIALIZED: the hits come from the GIN index once, then drive the rest of the
  // query (cheap when they are few). 'filters' and 'order': each row of the other filters, or of
  // the walked sort index, looked up in the hits' bitmap (or, while the lists are outdated,
  // checked on its own index row, a few µs).
  fullTextCondition: (query, drive = 'hits') =>
    drive === 'hits'
      ? sql<SqlBool>`p.id IN (WITH hits AS MATERIALIZED (SELECT id FROM "projectSearch" WHERE ${matches(query)}) SELECT id FROM hits)`
      : postingsCondition(query, probe(query)),

  async textDriveWithFilters(db, query) {
    const bound = await postingsBound(db, query);
    return bound !== undefined && bound >= MANY_HITS ? 'filters' : 'hits';
  },

  fullTextProjectIds: (query) =>
    sql`SELECT p."projectId" FROM projects p JOIN "projectSearch" s ON s.id = p.id WHERE ${matches(query)}`,

  async fullTextCount(db, query) {
    const gin = sql`SELECT 1 FROM "projectSearch" WHERE ${matches(query)}`;
    const row = await postingsCount(query, gin).execute(db);
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
      if (!rows.length) break;
      const ids: number[] = [];
      const docs: string[] = [];
      const vocabulary = new Set<string>();
      for (const row of rows) {
        const text = `${row.projectName ?? ''} ${row.projectPurpose ?? ''}`;
        const words = wordText(text);
        const beneficiarWords = wordText(row.beneficiar);
        ids.push(row.id);
        const doc = new Set([
          ...lexemes('a', lemmaText(text, lemmas)),
          ...lexemes('b', words),
          ...lexemes('c', lemmaText(row.beneficiar, lemmas)),
          ...lexemes('d', beneficiarWords),
        ]);
        docs.push([...doc].join(' '));
        for (const word of `${words} ${beneficiarWords}`.split(' ')) if (word) vocabulary.add(word);
      }
      await sql`INSERT INTO "projectSearch" (id, doc)
        SELECT t.id, array_to_tsvector(string_to_array(t.doc, ' ', ''))
        FROM unnest(${ids}::integer[], ${docs}::text[]) AS t(id, doc)`.execute(db);
      await sql`INSERT INTO "searchVocabulary" (word) SELECT unnest(${[...vocabulary]}::text[])
        ON CONFLICT DO NOTHING`.execute(db);
      indexed += rows.length;
    }
    await refreshPostings(db);
    return indexed;
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
