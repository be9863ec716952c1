import {
  databaseTarget,
  describeTarget,
  migrateToLatest,
  openRegistry,
  type Registry,
} from '../src/registry/database/db';
import { dialectOf } from '../src/registry/dialect';
import { hasHeldRegistryData } from '../src/registry/sync/syncState';
import { settings } from '../src/config/environment';
import { ConfigError, type SyncConfig } from '../src/config/registryService';
import { SyncError } from '../src/sync/errors';
import { createProgress } from '../src/sync/progress';
import { runSync } from '../src/sync/runSync';
import { seedRegistry } from './demo/seed';

// Run by `npm start` before the server: applies migrations, then fills the registry. With
// REGISTRY_URL, a database that has never held registry data is synced before the portal serves
// (never demo data; a failed sync stops the start). Without it, an empty database gets demo
// data — unless it once held registry data. A database that cannot be opened or written stops
// the start with one clear line. Portal processes starting together on one PostgreSQL take
// turns (advisory lock): the first migrates and fills, the others find it done.

async function fill(db: Registry, target: string, config: SyncConfig | undefined): Promise<void> {
  if (config) {
    if (await hasHeldRegistryData(db)) return;
    console.log(`registry: first sync from the registry service into ${target}`);
    const summary = await runSync(db, config, { progress: createProgress() });
    console.log(`registry: synced ${summary.projects} projects (${summary.skipped} skipped)`);
    return;
  }
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0 || (await hasHeldRegistryData(db))) return;
  const summary = await seedRegistry(db);
  console.log(`registry: demo data created in ${target} (${JSON.stringify(summary)})`);
}

async function main(): Promise<void> {
  let config;
  try {
    // The first step of `npm start`: a bad variable stops it here, with every problem listed.
    config = settings().sync;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`start: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const file = databaseTarget();
  let db;
  try {
    db = openRegistry(file);
    await dialectOf(db).exclusively(db, 'prepare', async (registry) => {
      await migrateToLatest(registry);
      await fill(registry, describeTarget(file), config);
    });
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    if (error instanceof SyncError) {
      console.error(`registry: the first sync failed, not serving: ${cause.split('\n')[0]}`);
    } else {
      console.error(
        `registry: cannot use database ${describeTarget(file)}: ${cause.split('\n')[0]}`,
      );
    }
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}

await main();
