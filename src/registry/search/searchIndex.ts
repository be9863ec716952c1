import 'server-only';
import { sql, type Kysely } from 'kysely';
import { dictionaryVersion } from './dictionary';
import { placeSpellingsVersion } from '../../text/placeLemmas';
import { lemmaText, wordText } from '../../text/searchTerms';
import { bumpDataVersion } from '../database/dataVersion';
import type { Database } from '../database/dbTypes';
import { dialectOf } from '../dialect';
import { lemmatiser } from './lexicon';

// Kysely<Database> rather than db.ts's Registry: db.ts runs ensureSearchIndex after migrating.
type Registry = Kysely<Database>;

// The search index holds what the lemmatiser made of the registry's texts, so it is only as
// current as the lemmatiser and the dictionary that wrote it: their versions are stored with it
// (registryInfo.searchVersion), and a start with another version indexes every project anew.

/** Bump when src/text, or what a dialect stores of it, changes what a text or a query becomes. */
const LEMMATISER_VERSION = 4;
const KEY = 'searchVersion';

export const searchVersion = () =>
  `lemmas-${LEMMATISER_VERSION}/places-${placeSpellingsVersion()}/dictionary-uk-${dictionaryVersion()}`;

/**
 * Brings the index up to date: rebuilt under a new search version (and the data version bumped,
 * so no page rendered from the old index is served), else only projects written without it are
 * indexed. Run after the migrations.
 */
export async function ensureSearchIndex(db: Registry): Promise<void> {
  const current = searchVersion();
  const dialect = dialectOf(db);
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('registryInfo')
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    if (stored?.value === current) {
      // PostgreSQL: projects written without the portal's writer. SQLite's triggers leave none.
      if (dialect.name === 'postgres') await dialect.refreshSearchIndex(trx);
      return;
    }
    const indexed = await dialect.rebuildSearchIndex(trx);
    await trx
      .insertInto('registryInfo')
      .values({ key: KEY, value: current })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: current }))
      .execute();
    if (indexed > 0) await bumpDataVersion(trx);
  });
}

/** The SQL functions SQLite's index triggers call (migration 006), for one connection. */
export const sqliteSearchFunctions = {
  search_lemmas: (text: unknown) => (typeof text === 'string' ? lemmaText(text, lemmatiser()) : ''),
  search_words: (text: unknown) => (typeof text === 'string' ? wordText(text) : ''),
};

/** How many projects the index holds (tests and the benchmark compare it with the registry). */
export async function indexedProjects(db: Registry): Promise<number> {
  const table = dialectOf(db).name === 'sqlite' ? 'projectsFts' : 'projectSearch';
  const row = await sql<{
    n: number | string;
  }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
