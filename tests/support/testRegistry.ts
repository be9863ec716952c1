import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/database/db';
import { seedRegistry, type SeedOptions } from '../../scripts/demo/seed';
import { createScratchDatabase, dropScratchDatabase } from './postgres';

/** The registry tests' database: SQLite, or PostgreSQL when REGISTRY_TEST_DIALECT=postgres. */
export const testDialect = process.env.REGISTRY_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const scratch: { url: string; db: Registry }[] = [];

/**
 * Closes and drops the scratch databases made since the last call. The unit projects' setup file
 * (tests/support/unitFileSetup.ts) calls it after each test file: the files share this module
 * (Vitest runs them without isolation), so a hook registered here on import would run for the
 * first file only.
 */
export async function releaseScratchDatabases(): Promise<void> {
  for (const { url, db } of scratch.splice(0)) {
    await db.destroy().catch(() => {}); // the test may have closed it already
    await dropScratchDatabase(url);
  }
}

/**
 * A migrated registry, with deterministic demo data unless `empty`: in memory (SQLite) or a
 * scratch PostgreSQL database dropped after the test file.
 */
export async function testRegistry(
  options: SeedOptions & { empty?: boolean } = {},
): Promise<Registry> {
  let db: Registry;
  if (testDialect === 'postgres') {
    const url = await createScratchDatabase();
    db = openRegistry(url);
    scratch.push({ url, db });
  } else {
    db = openRegistry(':memory:');
  }
  await migrateToLatest(db);
  if (!options.empty) await seedRegistry(db, { projects: 120, ...options });
  return db;
}

/**
 * An empty database several connections can open at once, as several portal processes do: a
 * scratch PostgreSQL database, or a SQLite file in the temp folder. Dropped after the file.
 */
export async function sharedTestDatabase(): Promise<{ open: () => Registry }> {
  const target =
    testDialect === 'postgres'
      ? await createScratchDatabase()
      : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-shared-')), 'registry.sqlite');
  const opened: Registry[] = [];
  afterAll(async () => {
    for (const db of opened) await db.destroy().catch(() => {});
    if (testDialect === 'postgres') await dropScratchDatabase(target);
    else fs.rmSync(path.dirname(target), { recursive: true, force: true });
  });
  return {
    open: () => {
      const db = openRegistry(target);
      opened.push(db);
      return db;
    },
  };
}
