import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchTerm } from '../../text/searchTerms';
import type { Database } from '../database/dbTypes';
import type { FullTextQuery } from '../search/fullText';

// The posting lists of PostgreSQL's search index (migrations 007, 008): per lexeme, a bitmap of
// the projects that hold it, bit i standing for the project with id base + i. A query's hits
// are the AND of its terms' bitmaps (each term the OR of its lexemes'): counting them is
// bit_count, and a row is looked up by its bit. Both cost the bitmaps' length (12.5 KB each at
// 100 000 projects), not the hits, which the GIN index visits one ~1 KB row each (about 5 µs; the
// 8 517 hits of «школи» took 40 ms). The row with the empty lexeme marks the lists as matching
// the index, and its `n` is the base; without it, callers fall back to the GIN index.

const FRESH = sql<SqlBool>`EXISTS (SELECT 1 FROM "searchPostings" WHERE lexeme = '')`;
const BASE = sql<number>`(SELECT n FROM "searchPostings" WHERE lexeme = '')`;

/** Which rows hold a term's lists: its lexemes, or its prefixes (LIKE: an index range in "C"). */
function termLists(term: SearchTerm, lemmaKinds: string[], wordKinds: string[]) {
  if (term.lemmas.length) {
    const lexemes = term.lemmas.flatMap((l) => lemmaKinds.map((k) => `${k}.${l}`));
    return sql<SqlBool>`lexeme = ANY(${lexemes}::text[])`;
  }
  // Terms hold letters and digits only (src/text), so no LIKE wildcard can come from the user.
  const prefixes = wordKinds.map((k) => sql<SqlBool>`lexeme LIKE ${`${k}.${term.word}%`}`);
  return sql<SqlBool>`(${sql.join(prefixes, sql` OR `)})`;
}

const listsOfTerms = (query: FullTextQuery) => [
  ...query.all.map((t) => termLists(t, ['a', 'c'], ['b', 'd'])),
  ...query.beneficiar.map((t) => termLists(t, ['c'], ['d'])),
];

/**
 * The bitmap of the projects matching every term, NULL when a term is in no list. One scalar
 * subquery, so PostgreSQL computes it once per statement (an InitPlan), not once per row.
 */
function hitBits(query: FullTextQuery): RawBuilder<string | null> {
  const terms = listsOfTerms(query).map(
    (lists) => sql`(SELECT bit_or(bits) FROM "searchPostings" WHERE ${lists})`,
  );
  // One term: the aggregate of a single row may hand back the stored (compressed) value, to be
  // unpacked at every use; `|| B''` unpacks it once.
  return sql`(SELECT ${terms.length > 1 ? sql.join(terms, sql` & `) : sql`${terms[0]} || B''`})`;
}

/** How many projects match: their bits counted, or `gin`'s rows while the lists are outdated. */
export function postingsCount(query: FullTextQuery, gin: RawBuilder<unknown>) {
  return sql<{ n: string }>`SELECT CASE WHEN ${FRESH}
    THEN coalesce(bit_count(${hitBits(query)}), 0) ELSE (SELECT count(*) FROM (${gin}) g) END AS n`;
}

/**
 * At most how many projects match (the shortest term's lists together), or undefined while the
 * lists are outdated: read from `n` alone, to choose how to run a search.
 */
export async function postingsBound(
  db: Kysely<Database>,
  query: FullTextQuery,
): Promise<number | undefined> {
  const sizes = listsOfTerms(query).map(
    (lists) => sql`(SELECT coalesce(sum(n), 0) FROM "searchPostings" WHERE ${lists})`,
  );
  const row = await sql<{ fresh: boolean; bound: string }>`SELECT ${FRESH} AS fresh,
    LEAST(${sql.join(sizes)}) AS bound`.execute(db);
  const { fresh, bound } = row.rows[0] ?? {};
  return fresh ? Number(bound) : undefined;
}

/**
 * A per-row condition on alias `p`: the row's bit in the query's bitmap (a substring, which is
 * empty rather than an error for an id outside the bitmap), or `probe` while the lists are
 * outdated. For a query driven by its other filters or by its sort order: each row costs well
 * under a microsecond, whatever the number of hits.
 */
export function postingsCondition(query: FullTextQuery, probe: RawBuilder<SqlBool>) {
  const bit = sql`substring(${hitBits(query)} FROM p.id - ${BASE} + 1 FOR 1)`;
  return sql<SqlBool>`CASE WHEN ${FRESH} THEN coalesce(${bit} = B'1', false) ELSE ${probe} END`;
}

/** Bitmaps per statement at most: 3.2 MB at 100 000 projects; fewer when the ids span more. */
const BATCH = 256;
const BATCH_BYTES = 4 * 2 ** 20;

/** The bitmaps of a batch of lists (ids less the base, comma-separated), back to back. */
function bitmaps(lists: { ids: string }[], bytes: number): Buffer {
  const all = Buffer.alloc(lists.length * bytes);
  lists.forEach(({ ids }, i) => {
    const start = i * bytes;
    for (const id of ids.split(',')) {
      const bit = Number(id);
      all[start + (bit >> 3)]! |= 128 >> (bit & 7);
    }
  });
  return all;
}

async function writePostings(trx: Kysely<Database>): Promise<void> {
  const span = await sql<{ base: number | null; last: number | null }>`SELECT min(id) AS base,
    max(id) AS last FROM "projectSearch"`.execute(trx);
  const { base = null, last = null } = span.rows[0] ?? {};
  if (base !== null && last !== null) {
    // Every bitmap has the same length (& and | need it), a whole number of bytes.
    const bytes = ((last - base) >> 3) + 1;
    const batchSize = Math.max(1, Math.min(BATCH, Math.floor(BATCH_BYTES / bytes)));
    // The lists are gathered in the database and read a batch at a time (a cursor), so the
    // writer holds a few MB (BATCH_BYTES), not every id of the index.
    await sql`DECLARE postings NO SCROLL CURSOR FOR
      SELECT lexeme, count(*) AS n, string_agg((id - ${base})::text, ',') AS ids
      FROM "projectSearch", unnest(tsvector_to_array(doc)) AS lexeme GROUP BY lexeme`.execute(trx);
    for (;;) {
      const batch = await sql<{
        lexeme: string;
        n: string;
        ids: string;
      }>`FETCH ${sql.lit(batchSize)} FROM postings`.execute(trx);
      if (!batch.rows.length) break;
      // The buffer travels as binary bytea; each slice becomes a bit string through hex.
      const lexemes = batch.rows.map((r) => r.lexeme);
      const counts = batch.rows.map((r) => r.n);
      await sql`INSERT INTO "searchPostings" (lexeme, n, bits)
        SELECT t.lexeme, t.n, ('x' || encode(substring(${bitmaps(batch.rows, bytes)}::bytea
          FROM ((t.i - 1) * ${bytes} + 1)::integer FOR ${bytes}::integer), 'hex'))::varbit
        FROM unnest(${lexemes}::text[], ${counts}::integer[]) WITH ORDINALITY AS t(lexeme, n, i)`.execute(
        trx,
      );
    }
    await sql`CLOSE postings`.execute(trx);
  }
  await sql`INSERT INTO "searchPostings" (lexeme, n, bits)
    VALUES ('', ${base ?? 0}, B'')`.execute(trx);
}

/** Renews the lists when a statement has changed the index since they were written. */
export async function refreshPostings(db: Kysely<Database>): Promise<void> {
  const renew = async (trx: Kysely<Database>) => {
    // Writers starting together (two portal processes) renew them one after the other: the
    // second then finds them current. Held until the transaction ends.
    await sql`SELECT pg_advisory_xact_lock(hashtext('searchPostings'))`.execute(trx);
    const fresh = await sql<{ fresh: boolean }>`SELECT ${FRESH} AS fresh`.execute(trx);
    if (fresh.rows[0]?.fresh) return;
    await sql`DELETE FROM "searchPostings"`.execute(trx);
    await writePostings(trx);
  };
  // A cursor lives in a transaction: the writer's own, or one of ours.
  await (db.isTransaction ? renew(db) : db.transaction().execute(renew));
}
