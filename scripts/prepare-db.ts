import { databasePath, migrateToLatest, openRegistry, type Registry } from '../src/registry/db';
import { hasHeldRegistryData } from '../src/registry/syncState';
import { ConfigError, syncConfigFromEnv, type SyncConfig } from '../src/sync/config';
import { SyncError } from '../src/sync/errors';
import { createProgress } from '../src/sync/progress';
import { runSync } from '../src/sync/runSync';
import { seedRegistry } from './demo/seed';

// Run by `npm start` before the server: applies migrations, then fills the registry. With
// REGISTRY_URL, a database that has never held registry data is synced before the portal serves
// (never demo data; a failed sync stops the start). Without it, an empty database gets demo
// data — unless it once held registry data. A database that cannot be opened or written stops
// the start with one clear line.

async function fill(db: Registry, file: string, config: SyncConfig | undefined): Promise<void> {
  if (config) {
    if (await hasHeldRegistryData(db)) return;
    console.log(`registry: first sync from the registry service into ${file}`);
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
  console.log(`registry: demo data created in ${file} (${JSON.stringify(summary)})`);
}

async function main(): Promise<void> {
  const file = databasePath();
  let db;
  try {
    const config = syncConfigFromEnv();
    db = openRegistry(file);
    await migrateToLatest(db);
    await fill(db, file, config);
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    if (error instanceof SyncError || error instanceof ConfigError) {
      console.error(`registry: the first sync failed, not serving: ${cause.split('\n')[0]}`);
    } else {
      console.error(`registry: cannot use database ${file}: ${cause.split('\n')[0]}`);
    }
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}

await main();
