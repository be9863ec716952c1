import { sql, type SqlBool } from 'kysely';
import * as m001 from '../migrations/001_initial';
import * as m002 from '../migrations/002_searchIndexes';
import * as m003 from '../migrations/003_statisticsTotals';
import * as m004 from '../migrations/004_changeHistory';
import * as m005 from '../migrations/005_rateLimits';
import * as m006 from '../migrations/006_lemmaSearch';
import * as m007 from '../migrations/007_searchPostings';
import * as m008 from '../migrations/008_postingBitmaps';
import * as m009 from '../migrations/009_projectRegions';
import { migrationsByName } from '../migrations/migrationNames';
import { sqliteSearch } from './sqliteSearch';
import { sortDirection } from './sortDirection';
import type { RegistryDialect } from './types';

// SQLite (better-sqlite3, one file): FTS5 full-text index keyed by rowid, pragmas, a single
// writer (so claims and rate-limit checks need no row locks).

// Overlapping durable writes share one connection: only the last one out goes back to NORMAL.
let durableWriters = 0;

export const sqliteDialect: RegistryDialect = {
  name: 'sqlite',
  migrations: migrationsByName([m001, m002, m003, m004, m005, m006, m007, m008, m009]),
  rowKey: 'rowid',

  ...sqliteSearch,

  orderNullsLast(column, desc, nullable, byText) {
    const direction = sortDirection(desc);
    // A unary `+` keeps SQLite from walking the sort index when full-text hits drive the query.
    const ref = byText ? sql`+${column}` : column;
    // SQLite orders NULL first: descending already puts it last, and these exact shapes match
    // the indexes (col) and (col IS NULL, col) of migration 002.
    if (!nullable || desc) return sql`${ref} ${direction}, p.rowid ${direction}`;
    return sql`${ref} IS NULL, ${ref} ASC, p.rowid ASC`;
  },

  memberOf: (column, values) => sql<SqlBool>`+${column} IN (${values})`,

  // One writer at a time: a claim is a single UPDATE … RETURNING, atomic as it is.
  skipLocked: (query) => query,

  async durably(db, write) {
    // synchronous=FULL also survives a power cut (NORMAL only an application crash in WAL mode).
    if (durableWriters++ === 0) await sql`PRAGMA synchronous = FULL`.execute(db);
    try {
      return await write();
    } finally {
      if (--durableWriters === 0) await sql`PRAGMA synchronous = NORMAL`.execute(db);
    }
  },

  async serialise(trx) {
    // Transactions of one connection run one after another already. Against other processes
    // on the same file, write first: the transaction takes the write lock (waiting up to
    // busy_timeout) before it reads, instead of failing with SQLITE_BUSY when it upgrades.
    await sql`UPDATE "registryInfo" SET value = value WHERE 1 = 0`.execute(trx);
  },

  // One SQLite file is served by one machine, whose start script prepares it before serving.
  exclusively: (db, _key, work) => work(db),

  async bulkLoad(db, load) {
    // A fresh file has nothing to protect: in WAL mode every page is written twice and a 2 MB
    // cache keeps re-spilling index pages, so keep the journal in memory, skip fsyncs and use a
    // large cache; WAL is switched back on afterwards, as the server expects.
    await sql`PRAGMA journal_mode = MEMORY`.execute(db);
    await sql`PRAGMA synchronous = OFF`.execute(db);
    await sql`PRAGMA cache_size = -262144`.execute(db);
    try {
      return await load();
    } finally {
      await sql`PRAGMA journal_mode = WAL`.execute(db);
      await sql`PRAGMA synchronous = NORMAL`.execute(db);
      await sql`PRAGMA cache_size = -65536`.execute(db);
    }
  },
};
