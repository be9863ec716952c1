import { databaseTarget, describeTarget, migrateToLatest, openRegistry } from '../src/registry/db';
import { dialectOf } from '../src/registry/dialect';
import { seedRegistry } from './demo/seed';

// Run by `npm start` before the server: applies migrations and fills an empty registry with
// demo data. A database that cannot be opened or written stops the start with one clear line.
// Portal processes starting together on one PostgreSQL take turns (advisory lock): the first
// migrates and seeds, the others find it done.
async function main(): Promise<void> {
  const file = databaseTarget();
  let db;
  try {
    db = openRegistry(file);
    await dialectOf(db).exclusively(db, 'prepare', async (registry) => {
      await migrateToLatest(registry);
      const row = await registry
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0) {
        const summary = await seedRegistry(registry);
        console.log(
          `registry: demo data created in ${describeTarget(file)} (${JSON.stringify(summary)})`,
        );
      }
    });
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    console.error(`registry: cannot use database ${describeTarget(file)}: ${cause.split('\n')[0]}`);
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}

await main();
