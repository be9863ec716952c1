import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './dbTypes';
import { dialectOf, isPostgresUrl } from '../dialect';
import { legacyMigrationNames } from '../migrations/migrationNames';
import { reportQuery } from './queryTiming';
import { ensureSearchIndex, sqliteSearchFunctions } from '../search/searchIndex';
import { withStatementCache } from './statementCache';
import { log } from '../../config/log';
import { settings } from '../../config/environment';

export type Registry = Kysely<Database>;

export function databasePath(): string {
  return path.resolve(settings().databasePath);
}

/** Where the registry lives: DATABASE_URL (PostgreSQL) when set, else the SQLite file. */
export function databaseTarget(): string {
  return settings().databaseUrl ?? databasePath();
}

/** The target for messages: a URL without its password. */
export function describeTarget(target: string): string {
  if (!isPostgresUrl(target)) return target;
  try {
    const url = new URL(target);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * Opens a registry: a `postgres://` URL, or a SQLite file (created when missing; ':memory:'
 * works for tests).
 */
export function openRegistry(target: string, options: SqliteOptions = {}): Registry {
  return isPostgresUrl(target) ? openPostgres(target) : openSqlite(target, options);
}

interface SqliteOptions {
  readonly?: boolean;
  /** For reading the whole registry once (downloads): no memory map, a small page cache. */
  streaming?: boolean;
}

function openPostgres(url: string): Registry {
  const pool = new pg.Pool({
    connectionString: url,
    // Timeouts belong to the database role (ALTER ROLE … SET statement_timeout): a limit here
    // would also cancel a large sync or seed.
    max: settings().databasePoolSize,
    // A server that does not answer (a dropped route, a firewall) is an error after this, not
    // a wait forever: `npm start` must come up or say why.
    connectionTimeoutMillis: 15_000,
  });
  // An idle client losing its connection (database restart) must not crash the process; the
  // pool replaces it and the next query reports any real outage.
  pool.on('error', (error) => log.error({ err: error }, 'registry: idle PostgreSQL client failed'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: reportQuery });
}

function openSqlite(file: string, options: SqliteOptions): Registry {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { readonly: options.readonly ?? false });
  if (!options.readonly) sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across application crashes in WAL mode; FULL also survives power loss,
  // which we want for contact messages, so they commit with FULL (dialect `durably`).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Without it, INSERT OR REPLACE on projects deletes the old row silently (no DELETE trigger),
  // and the FTS index and the statistics totals (migration 003) would keep its values.
  sqlite.pragma('recursive_triggers = ON');
  // SQLite's default page cache is 2 MB: searches of a large registry evicted each other's FTS
  // and index pages, which showed as p95 spikes. 64 MB of cache plus memory-mapped reads keep
  // the hot pages in memory (the OS shares the mapping; the file stays the source of truth).
  sqlite.pragma(options.streaming ? 'cache_size = -8192' : 'cache_size = -65536');
  sqlite.pragma(options.streaming ? 'mmap_size = 0' : 'mmap_size = 268435456');
  // The full-text index's triggers call the lemmatiser (migration 006).
  for (const [name, fn] of Object.entries(sqliteSearchFunctions)) {
    sqlite.function(name, { deterministic: true }, fn);
  }
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: reportQuery,
  });
}

/**
 * Applies the dialect's pending migrations. On PostgreSQL Kysely's migrator holds an advisory
 * lock and runs each migration in a transaction, so portal processes starting together apply
 * each migration once (tests/unit/registryDialect.db.test.ts).
 */
/** Renames migrations an older portal recorded under another name (migrationNames.ts). */
async function renameLegacyMigrations(db: Registry): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return;
  // Kysely's own table, outside the typed schema.
  const untyped = db as unknown as Kysely<{ kysely_migration: { name: string } }>;
  for (const [old, now] of Object.entries(legacyMigrationNames)) {
    await untyped
      .updateTable('kysely_migration')
      .set({ name: now })
      .where('name', '=', old)
      .execute();
  }
}

export async function migrateToLatest(db: Registry): Promise<void> {
  await renameLegacyMigrations(db);
  const migrations = dialectOf(db).migrations;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await ensureSearchIndex(db);
}

let shared: Registry | undefined;

/** The server process's registry (DATABASE_URL or DATABASE_PATH; migrated by the start script). */
export function getRegistry(): Registry {
  shared ??= openRegistry(databaseTarget());
  return shared;
}

let downloads: Registry | undefined;

/**
 * The registry as whole-registry downloads read it (the IATI file). On SQLite, a read-only
 * connection of its own with no memory map and an 8 MB page cache: a download reads every page
 * once, and through the shared connection it would make the 256 MB map resident in the serving
 * process (measured on the IATI file of 100 000 projects: +310 MB RSS) and push the searches'
 * hot pages out of its cache. On PostgreSQL, the shared pool.
 */
export function getDownloadRegistry(): Registry {
  const target = databaseTarget();
  if (isPostgresUrl(target) || target === ':memory:') return getRegistry();
  downloads ??= openRegistry(target, { readonly: true, streaming: true });
  return downloads;
}
