import { parseArgs } from 'node:util';
import type { Registry } from '../../src/registry/database/db';
import {
  countWithoutExecutor,
  groupByCreditor,
  groupByField,
  groupByPeriod,
  groupByResponsibleExecutor,
  registrySummary,
} from '../../src/registry/statistics/statistics';
import { benchRegistries } from './benchDatabases';

// `npm run bench:statistics [-- --projects N --runs R]`: p50/p95 of every statistics function on
// a 100 000-project registry, for all states and for one state, SQLite and PostgreSQL side by
// side (./benchDatabases.ts keeps both between runs). Target: p95 ≤ 50 ms on each.

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
  },
  strict: true,
});
const projects = Number(values.projects);
const runs = Number(values.runs);
const TARGET_MS = 50;

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run(); // warm the cache and the prepared statement
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

type Fn = (db: Registry, state?: number) => Promise<unknown>;
const functions: [string, Fn][] = [
  ['groupByField', groupByField],
  ['groupByResponsibleExecutor', groupByResponsibleExecutor],
  ['groupByCreditor', groupByCreditor],
  ['groupByPeriod', groupByPeriod],
  ['countWithoutExecutor', countWithoutExecutor],
];

async function main(): Promise<void> {
  const registries = await benchRegistries(projects);
  const [, first] = registries[0]!;
  // The largest state (implementation) is the slowest one-state case.
  const largest = await first
    .selectFrom('projects')
    .select(['projectStateId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('projectStateId')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const stateId = largest.projectStateId;
  console.log(
    `bench:statistics: ${projects} projects, ${runs} runs each, one state = ${stateId} (${Number(largest.n)} projects); ms`,
  );
  console.log(
    `${'function'.padEnd(30)}${'states'.padEnd(7)}${registries.map(([n]) => `${`${n} p50`.padStart(16)}${'p95'.padStart(9)}`).join('')}`,
  );
  let worst = 0;
  const row = async (name: string, label: string, run: (db: Registry) => Promise<unknown>) => {
    const cells: string[] = [];
    for (const [, db] of registries) {
      const { p50, p95 } = await measure(() => run(db));
      worst = Math.max(worst, p95);
      cells.push(`${p50.toFixed(2).padStart(16)}${p95.toFixed(2).padStart(9)}`);
    }
    console.log(`${name.padEnd(30)}${label.padEnd(7)}${cells.join('')}`);
  };
  for (const [name, fn] of functions) {
    await row(name, 'all', (db) => fn(db));
    await row(name, 'one', (db) => fn(db, stateId));
  }
  await row('registrySummary', 'all', (db) => registrySummary(db));
  console.log(
    `worst p95 ${worst.toFixed(2)} ms — target ≤ ${TARGET_MS} ms on each: ${worst <= TARGET_MS ? 'met' : 'MISSED'}`,
  );
  for (const [, db] of registries) await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
