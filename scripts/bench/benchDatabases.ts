import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/database/db';
import type { Database } from '../../src/registry/database/dbTypes';
import { dialectOf } from '../../src/registry/dialect';
import { postgresAdminUrl } from '../../tests/support/postgres';
import { fillStatisticsTotals } from '../../src/registry/migrations/postgres/003_statisticsTotals';
import { seedRegistry, type SeedOptions } from '../demo/seed';

// The registries the benchmarks compare: one generated SQLite file (kept in the temp folder
// between runs; BENCH_REBUILD=1 rebuilds it) and a PostgreSQL copy of it — BENCH_DATABASE_URL,
// or a database `ifi_bench_<projects>` on the local cluster, kept between runs as well. Copying
// is much faster than generating again (the generator renders PDFs); the copy holds what search
// and statistics read (reference lists, projects, registry info), not documents or news. The
// PostgreSQL side is the one dialect here, so the copy may use its trigger switch.

const projectCount = (db: Registry): Promise<number> => rowCount(db, 'projects');

/** The kept SQLite file of a benchmark registry (for a server started on it). */
export const benchSqlitePath = (projects: number, variant?: BenchVariant): string =>
  path.join(os.tmpdir(), `ifi-bench-${benchName(projects, variant)}.sqlite`);

/**
 * A registry of its own for one benchmark (its name in the file and database names), generated
 * with its own seed options; without one, the shared search and statistics registry.
 */
export interface BenchVariant {
  name: string;
  seed: SeedOptions;
}

const benchName = (projects: number, variant?: BenchVariant) =>
  variant ? `${variant.name}-${projects}` : String(projects);

export async function benchSqlite(projects: number, variant?: BenchVariant): Promise<Registry> {
  const file = benchSqlitePath(projects, variant);
  if (fs.existsSync(file) && process.env.BENCH_REBUILD !== '1') {
    const db = openRegistry(file);
    // New migrations (indexes) apply to a kept database too.
    await migrateToLatest(db);
    if ((await projectCount(db)) === projects) return db;
    await db.destroy();
  }
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  console.log(`bench: generating ${projects} projects in ${file}…`);
  const started = performance.now();
  const db = openRegistry(file);
  await migrateToLatest(db);
  await seedRegistry(db, { ...variant?.seed, projects });
  await sql`ANALYZE`.execute(db);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return db;
}

const copiedTables = [
  'projectStates',
  'projectFields',
  'creditors',
  'responsibleExecutors',
  'eventTypes',
  'projects',
  'registryInfo',
] as const satisfies readonly (keyof Database)[];

async function rowCount(db: Registry, table: keyof Database): Promise<number> {
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

async function copyTable(from: Registry, to: Registry, table: keyof Database): Promise<void> {
  const total = await rowCount(from, table);
  for (let offset = 0; offset < total; offset += 1000) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}
      ORDER BY 1 LIMIT 1000 OFFSET ${offset}`.execute(from);
    // The search version belongs to each database's own index (written by its migrations).
    const copied = rows.rows.filter((r) => table !== 'registryInfo' || r.key !== 'searchVersion');
    if (copied.length)
      await to
        .insertInto(table)
        .values(copied as never)
        .execute();
  }
}

async function copyRegistry(from: Registry, to: Registry): Promise<void> {
  await dialectOf(to).bulkLoad(to, () =>
    to.transaction().execute(async (trx) => {
      // The per-row statistics trigger is the slow part of a bulk insert; the totals are
      // computed once at the end instead (same SQL as the migration).
      await sql`ALTER TABLE projects DISABLE TRIGGER projects_statistics`.execute(trx);
      for (const table of copiedTables) await copyTable(from, trx, table);
      await sql`ALTER TABLE projects ENABLE TRIGGER projects_statistics`.execute(trx);
      await fillStatisticsTotals(trx as never);
      await dialectOf(trx).refreshSearchIndex(trx);
    }),
  );
}

/**
 * Tables only some benchmarks read (the IATI export reads cost dynamics and documents), copied
 * into the kept PostgreSQL registry when it has none of their rows yet.
 */
export async function copyMissingTables(
  from: Registry,
  to: Registry,
  tables: readonly (keyof Database)[],
): Promise<void> {
  for (const table of tables) {
    if ((await rowCount(to, table)) > 0) continue;
    console.log(`bench: copying ${await rowCount(from, table)} rows of ${table} into PostgreSQL…`);
    await dialectOf(to).bulkLoad(to, () =>
      to.transaction().execute((trx) => copyTable(from, trx, table)),
    );
  }
}

export async function benchPostgresUrl(projects: number, variant?: BenchVariant): Promise<string> {
  if (process.env.BENCH_DATABASE_URL && !variant) return process.env.BENCH_DATABASE_URL;
  const admin = postgresAdminUrl();
  const name = `ifi_bench_${benchName(projects, variant).replace(/-/g, '_')}`;
  const db = openRegistry(admin);
  try {
    const exists = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`.execute(db);
    if (exists.rows.length && process.env.BENCH_REBUILD === '1') {
      await sql.raw(`DROP DATABASE "${name}" WITH (FORCE)`).execute(db);
    }
    if (!exists.rows.length || process.env.BENCH_REBUILD === '1') {
      await sql.raw(`CREATE DATABASE "${name}"`).execute(db);
    }
  } finally {
    await db.destroy();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function benchPostgres(
  projects: number,
  source: Registry,
  variant?: BenchVariant,
): Promise<Registry> {
  const db = openRegistry(await benchPostgresUrl(projects, variant));
  await migrateToLatest(db);
  if ((await projectCount(db)) === projects) return db;
  if ((await projectCount(db)) > 0) {
    throw new Error('the PostgreSQL bench database holds other data: BENCH_REBUILD=1 replaces it');
  }
  console.log(`bench: copying ${projects} projects into PostgreSQL…`);
  const started = performance.now();
  await copyRegistry(source, db);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return db;
}

/** Both registries, SQLite first. */
export async function benchRegistries(projects: number): Promise<[string, Registry][]> {
  const sqlite = await benchSqlite(projects);
  return [
    ['SQLite', sqlite],
    ['PostgreSQL', await benchPostgres(projects, sqlite)],
  ];
}
