import type { Expression, Kysely, Migration, RawBuilder, SqlBool } from 'kysely';
import type { Database } from '../database/dbTypes';
import type { FullTextQuery } from '../search/fullText';

// What differs between the registry's two databases. Everything else is the same Kysely query on
// both; a registry function that needs one of these asks `dialectOf(db)` (./index.ts).

/**
 * What drives a query with a full-text condition: its hits ('hits', when they are few), the rows
 * of its other filters ('filters'), or its sort index walked until a page is full ('order'),
 * each row then looked up among the hits.
 */
export type TextDrive = 'hits' | 'filters' | 'order';

/** The full-text index: how it is queried and kept (./sqliteSearch.ts, ./postgresSearch.ts). */
export interface SearchIndexDialect {
  /** Whether `fullTextCondition`'s drive changes anything here (SQLite plans alike either way). */
  readonly textDrives: boolean;
  /** A condition on alias `p`: the project matches every term of the query. */
  fullTextCondition(query: FullTextQuery, drive?: TextDrive): Expression<SqlBool>;
  /** The drive of a search by `query` with other filters ('hits' or 'filters'). */
  textDriveWithFilters(db: Kysely<Database>, query: FullTextQuery): Promise<TextDrive>;
  /** A subquery of the projectIds of the projects that match (the change history's filter). */
  fullTextProjectIds(query: FullTextQuery): RawBuilder<unknown>;
  /** How many projects match, counted on the full-text index alone. */
  fullTextCount(db: Kysely<Database>, query: FullTextQuery): Promise<number>;
  /**
   * Indexes the projects the index does not hold yet and renews the words for suggestions; call
   * it in the transaction that wrote them. Returns how many projects it indexed (SQLite's
   * triggers index every write: 0).
   */
  refreshSearchIndex(db: Kysely<Database>): Promise<number>;
  /** Indexes every project anew (a new lemmatiser or dictionary); returns how many. */
  rebuildSearchIndex(db: Kysely<Database>): Promise<number>;
  /** Up to `limit` distinct words as written that the index holds (spelling suggestions). */
  searchVocabulary(db: Kysely<Database>, limit: number): Promise<string[]>;
}

export interface RegistryDialect extends SearchIndexDialect {
  readonly name: 'sqlite' | 'postgres';
  /** Versioned migrations of this dialect, under the names both dialects share. */
  readonly migrations: Record<string, Migration>;
  /**
   * The integer storage key of `projects` and `projectSearchKeys`, under alias `p`: SQLite's
   * rowid (the full-text index is keyed by it), PostgreSQL's identity column `id`.
   */
  readonly rowKey: 'rowid' | 'id';
  /**
   * `column direction` with unknown values (NULL) last both ways, plus the storage key as tie
   * breaker. `byText`: a full-text filter drives the query (see projectSearch.ts).
   */
  orderNullsLast(
    column: RawBuilder<unknown>,
    desc: boolean,
    nullable: boolean,
    byText: boolean,
  ): RawBuilder<unknown>;
  /**
   * `column IN (values)` of many values, for a query that reads its rows in an order of its own
   * a page at a time (the change history's name search): the order is walked and each row
   * checked, rather than every match gathered by the column's index and sorted (SQLite: a unary
   * + hides that index; PostgreSQL hashes the values by itself).
   */
  memberOf(column: RawBuilder<unknown>, values: RawBuilder<unknown>): Expression<SqlBool>;
  /** Lets concurrent claimers pass over rows another transaction holds (SKIP LOCKED). */
  skipLocked<Q extends { forUpdate(): Q; skipLocked(): Q }>(query: Q): Q;
  /** Runs a write that must survive a power cut once it resolves. */
  durably<T>(db: Kysely<Database>, write: () => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: waits until no other transaction works for the same key (a client's
   * rate limit), so check-then-insert cannot be raced by another process.
   */
  serialise(trx: Kysely<Database>, key: string): Promise<void>;
  /**
   * Runs `work` while no other process runs it for the same key: the start script's migrate
   * and first seed, when several portal processes start together on one PostgreSQL.
   */
  exclusively<T>(
    db: Kysely<Database>,
    key: string,
    work: (db: Kysely<Database>) => Promise<T>,
  ): Promise<T>;
  /** Bulk-load settings around a seed of a fresh database, and the upkeep after it. */
  bulkLoad<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T>;
}
