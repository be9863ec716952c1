import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './dbTypes';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_search_indexes';
import * as m003 from './migrations/003_statisticsTotals';

export type Registry = Kysely<Database>;

const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_search_indexes': m002,
  '003_statisticsTotals': m003,
};

export function databasePath(): string {
  return path.resolve(process.env.DATABASE_PATH ?? 'data/registry.sqlite');
}

/** Opens (creating when missing) a registry database file; ':memory:' works for tests. */
export function openRegistry(file: string, options: { readonly?: boolean } = {}): Registry {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { readonly: options.readonly ?? false });
  if (!options.readonly) sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across application crashes in WAL mode; FULL also survives power loss,
  // which we want for contact messages, so they commit with FULL (see contact.ts).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Without it, INSERT OR REPLACE on projects deletes the old row silently (no DELETE trigger),
  // and the FTS index and the statistics totals (migration 003) would keep its values.
  sqlite.pragma('recursive_triggers = ON');
  // SQLite's default page cache is 2 MB: searches of a large registry evicted each other's FTS
  // and index pages, which showed as p95 spikes. 64 MB of cache plus memory-mapped reads keep
  // the hot pages in memory (the OS shares the mapping; the file stays the source of truth).
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: Registry): Promise<void> {
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
}

let shared: Registry | undefined;

/** The server process's registry at DATABASE_PATH (migrated by the start script). */
export function getRegistry(): Registry {
  shared ??= openRegistry(databasePath());
  return shared;
}
