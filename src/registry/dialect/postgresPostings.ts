import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchTerm } from '../../text/searchTerms';
import type { Database } from '../dbTypes';
import type { FullTextQuery } from '../fullText';

// The posting lists of PostgreSQL's search index (migration 007): a query's hits read from the
// lists of its lexemes, not from the GIN index, whose every hit costs a visit to its ~1 KB row
// of "projectSearch" (about 5 µs; the 8 517 hits of «школи» took 40 ms). Their cost follows the
// lists' lengths (about 0.2 µs an id), not the hits. The row with the empty lexeme marks the
// lists as matching the index; without it, callers fall back to the GIN index.

const FRESH = sql<SqlBool>`EXISTS (SELECT 1 FROM "searchPostings" WHERE lexeme = '')`;

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

/** The ids matching every term, possibly repeated when the query has one term. */
function hits(query: FullTextQuery): RawBuilder<unknown> {
  const sets = listsOfTerms(query).map(
    (lists) => sql`SELECT unnest(ids) AS id FROM "searchPostings" WHERE ${lists}`,
  );
  return sql.join(sets, sql` INTERSECT `);
}

/** Ids the lists read in about a millisecond; a query with more asks the GIN index first. */
const CHEAP_IDS = 5_000;
/** Hits the GIN index counts in about a millisecond (a visit to each one's row). */
const FEW_HITS = 200;

const termSizes = (query: FullTextQuery) =>
  listsOfTerms(query).map(
    (lists) => sql`(SELECT coalesce(sum(n), 0) FROM "searchPostings" WHERE ${lists})`,
  );

/**
 * How many projects match. The lists cost their length (every id of every term, read from `n`
 * first), about 0.2 µs an id; the GIN index costs its hits, about 5 µs each. A query of one term
 * finds about as many projects as its lists hold, so the lists count it. A query of several
 * terms whose lists are long may still find few projects (a rare pair of common words), so the
 * GIN index counts it first, up to FEW_HITS; the lists count it when it finds more. `gin`: the
 * GIN index's hits, used alone while the lists are not current.
 */
export function postingsCount(query: FullTextQuery, gin: RawBuilder<unknown>) {
  const lists = sql`(SELECT count(DISTINCT id) FROM (${hits(query)}) h)`;
  const sizes = termSizes(query);
  const few = sql`(SELECT n FROM few)`;
  const fresh =
    sizes.length > 1
      ? sql`CASE WHEN ${sql.join(sizes, sql` + `)} <= ${sql.lit(CHEAP_IDS)} THEN ${lists}
          WHEN ${few} < ${sql.lit(FEW_HITS)} THEN ${few} ELSE ${lists} END`
      : lists;
  // A CTE read twice is computed once, and only if read.
  return sql<{
    n: string;
  }>`WITH few AS (SELECT count(*) AS n FROM (${gin} LIMIT ${sql.lit(FEW_HITS)}) f)
    SELECT CASE WHEN ${FRESH} THEN ${fresh} ELSE (SELECT count(*) FROM (${gin}) g) END AS n`;
}

/**
 * At most how many projects match (the shortest term's lists together), or undefined while the
 * lists are not current: read from `n` alone, to choose how to run a search.
 */
export async function postingsBound(
  db: Kysely<Database>,
  query: FullTextQuery,
): Promise<number | undefined> {
  const sizes = termSizes(query);
  const row = await sql<{ fresh: boolean; bound: string }>`SELECT ${FRESH} AS fresh,
    LEAST(${sql.join(sizes)}) AS bound`.execute(db);
  const { fresh, bound } = row.rows[0] ?? {};
  return fresh ? Number(bound) : undefined;
}

/**
 * A per-row condition on alias `p`, for a query driven by its other filters: the ids of its
 * shortest term (chosen by `n` once per query) are hashed, each row is looked up among them
 * (COALESCE keeps the planner from turning the IN into a join driven by those ids, whose number
 * it cannot estimate), and the few rows that pass are checked for every term by `probe`, which
 * also answers alone while the lists are not current. Only the chosen CASE branch's hash is built.
 */
export function postingsCondition(query: FullTextQuery, probe: RawBuilder<SqlBool>) {
  const lists = listsOfTerms(query);
  const sizes = lists.map(
    (where, i) =>
      sql`(${sql.lit(i)}, (SELECT coalesce(sum(n), 0) FROM "searchPostings" WHERE ${where}))`,
  );
  const shortest = sql`(SELECT i FROM (VALUES ${sql.join(sizes)}) AS v(i, n) ORDER BY n LIMIT 1)`;
  const branches = lists.map(
    (where, i) =>
      sql`WHEN ${sql.lit(i)} THEN COALESCE(p.id IN (SELECT unnest(ids) FROM "searchPostings" WHERE ${where}), false)`,
  );
  const inShortest = sql<SqlBool>`CASE ${shortest} ${sql.join(branches, sql` `)} END`;
  const passes =
    lists.length > 1
      ? sql<SqlBool>`CASE WHEN ${inShortest} THEN ${probe} ELSE false END`
      : inShortest;
  return sql<SqlBool>`CASE WHEN ${FRESH} THEN ${passes} ELSE ${probe} END`;
}

/** Renews the lists when a statement has changed the index since they were written. */
export async function refreshPostings(db: Kysely<Database>): Promise<void> {
  // Writers starting together (two portal processes) renew them one after the other: the
  // second then finds them current. Held until the caller's transaction ends.
  await sql`SELECT pg_advisory_xact_lock(hashtext('searchPostings'))`.execute(db);
  const fresh = await sql<{ fresh: boolean }>`SELECT ${FRESH} AS fresh`.execute(db);
  if (fresh.rows[0]?.fresh) return;
  await sql`DELETE FROM "searchPostings"`.execute(db);
  await sql`INSERT INTO "searchPostings" (lexeme, ids, n)
    SELECT lexeme, array_agg(id ORDER BY id), count(*) FROM "projectSearch",
      unnest(tsvector_to_array(doc)) AS lexeme
    GROUP BY lexeme`.execute(db);
  await sql`INSERT INTO "searchPostings" (lexeme, ids, n) VALUES ('', '{}', 0)`.execute(db);
}
