import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/db';
import { seedRegistry, type SeedOptions } from '../../scripts/demo/seed';

/** A migrated in-memory registry, with deterministic demo data unless `empty`. */
export async function testRegistry(
  options: SeedOptions & { empty?: boolean } = {},
): Promise<Registry> {
  const db = openRegistry(':memory:');
  await migrateToLatest(db);
  if (!options.empty) await seedRegistry(db, { projects: 120, ...options });
  return db;
}
