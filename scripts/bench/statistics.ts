import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/db';
import {
  countWithoutExecutor,
  groupByCreditor,
  groupByField,
  groupByPeriod,
  groupByResponsibleExecutor,
  registrySummary,
} from '../../src/registry/statistics';
import { seedRegistry } from '../demo/seed';

// `npm run bench:statistics [-- --projects N --runs R --db file]`: p50/p95 of every statistics
// function on a 100 000-project registry, for all states and for one state. Target: p95 ≤ 50 ms.
// The generated database is kept (default: the OS temp dir) and reused by later runs with the
// same project count; migrations are applied to it first, so new indexes are measured.

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    db: { type: 'string' },
  },
  strict: true,
});
const projects = Number(values.projects);
const runs = Number(values.runs);
const file = path.resolve(values.db ?? path.join(os.tmpdir(), `ifi-bench-${projects}.sqlite`));
const TARGET_MS = 50;

async function projectCount(db: Registry): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function prepare(): Promise<Registry> {
  if (fs.existsSync(file)) {
    const db = openRegistry(file);
    await migrateToLatest(db);
    if ((await projectCount(db)) === projects) return db;
    await db.destroy();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  }
  console.log(`bench:statistics: generating ${projects} projects in ${file}…`);
  const started = performance.now();
  const db = openRegistry(file);
  await migrateToLatest(db);
  await sql`PRAGMA journal_mode = MEMORY`.execute(db);
  await sql`PRAGMA synchronous = OFF`.execute(db);
  await seedRegistry(db, { projects });
  await sql`PRAGMA journal_mode = WAL`.execute(db);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return db;
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run(); // warm the page cache and the prepared statement
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function main(): Promise<void> {
  const db = await prepare();
  // The largest state (implementation) is the slowest one-state case.
  const largest = await db
    .selectFrom('projects')
    .select(['projectStateId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('projectStateId')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const stateId = largest.projectStateId;
  const functions: [string, (state?: number) => Promise<unknown>][] = [
    ['groupByField', (s) => groupByField(db, s)],
    ['groupByResponsibleExecutor', (s) => groupByResponsibleExecutor(db, s)],
    ['groupByCreditor', (s) => groupByCreditor(db, s)],
    ['groupByPeriod', (s) => groupByPeriod(db, s)],
    ['countWithoutExecutor', (s) => countWithoutExecutor(db, s)],
  ];
  console.log(
    `bench:statistics: ${await projectCount(db)} projects, ${runs} runs each, one state = ${stateId} (${Number(largest.n)} projects)`,
  );
  console.log('function                      states   p50 ms   p95 ms');
  let worst = 0;
  const row = async (name: string, label: string, run: () => Promise<unknown>) => {
    const { p50, p95 } = await measure(run);
    worst = Math.max(worst, p95);
    console.log(
      `${name.padEnd(30)}${label.padEnd(7)}${p50.toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)}`,
    );
  };
  for (const [name, fn] of functions) {
    await row(name, 'all', () => fn());
    await row(name, 'one', () => fn(stateId));
  }
  await row('registrySummary', 'all', () => registrySummary(db));
  console.log(
    `worst p95 ${worst.toFixed(2)} ms — target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'MISSED'}`,
  );
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
