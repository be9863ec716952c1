import { afterAll } from 'vitest';
import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/db';
import { seedRegistry, type SeedOptions } from '../../scripts/demo/seed';
import { createScratchDatabase, dropScratchDatabase } from './postgres';

/** The registry tests' database: SQLite, or PostgreSQL when REGISTRY_TEST_DIALECT=postgres. */
export const testDialect = process.env.REGISTRY_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const scratch: { url: string; db: Registry }[] = [];

// Registered when a test file imports this module: its scratch databases go with it.
afterAll(async () => {
  for (const { url, db } of scratch.splice(0)) {
    await db.destroy().catch(() => {}); // the test may have closed it already
    await dropScratchDatabase(url);
  }
});

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
