import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { projectSearchInput, type ProjectSearchInput } from '../../src/lib/projectQuery';
import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/db';
import { searchProjects } from '../../src/registry/projects';
import { seedRegistry } from '../demo/seed';

// `npm run bench:search`: p50/p95 of the registry search function on a 100 000-project database
// built with the demo generator (kept in the temp folder between runs; BENCH_REBUILD=1 rebuilds).
// Target: p95 ≤ 10 ms per case. Also times the full-text case as a LIKE '%word%' scan, for the
// ratio. Figures are from one process on a shared machine: compare runs, not single numbers.

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

async function buildDatabase(file: string): Promise<void> {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const started = performance.now();
  const db = openRegistry(file);
  await migrateToLatest(db);
  await sql`PRAGMA journal_mode = MEMORY`.execute(db);
  await sql`PRAGMA synchronous = OFF`.execute(db);
  await sql`PRAGMA cache_size = -262144`.execute(db);
  await seedRegistry(db, { projects: PROJECTS });
  await sql`PRAGMA journal_mode = WAL`.execute(db);
  await sql`ANALYZE`.execute(db);
  await db.destroy();
  console.log(`built ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function openBenchDatabase(): Promise<Registry> {
  const file = path.join(os.tmpdir(), `ifi-bench-search-${PROJECTS}.sqlite`);
  if (!fs.existsSync(file) || process.env.BENCH_REBUILD === '1') await buildDatabase(file);
  const db = openRegistry(file);
  // New migrations (indexes) apply to a kept database too.
  await migrateToLatest(db);
  return db;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);

async function main(): Promise<void> {
  const db = await openBenchDatabase();
  const word = 'водоканал';
  const cases: [string, ProjectSearchInput][] = [
    ['no filter', {}],
    ['one select filter (state)', { filters: { projectState: 5 } }],
    [`full-text word "${word}"`, { filters: { projectName: word } }],
    [
      'full-text + 3 filters + sort by amount desc',
      {
        filters: { projectName: word, projectState: 5, mfo: 1, year: 2018 },
        sort: { field: 'projectSum', direction: 'desc' },
      },
    ],
    ['deep page 5000', { page: 5000 }],
  ];
  console.log(`registry search on ${PROJECTS} projects, ${RUNS} runs per case`);
  console.log(`${'case'.padEnd(46)}${'p50'.padStart(10)}${'p95'.padStart(10)}  found`);
  for (const [name, input] of cases) {
    const query = projectSearchInput.parse(input);
    const { total } = await searchProjects(db, query);
    const { p50, p95 } = await time(() => searchProjects(db, query));
    console.log(`${name.padEnd(46)}${ms(p50)}${ms(p95)}  ${total}`);
  }
  const like = `%${word}%`;
  const likeScan = () =>
    db
      .selectFrom('projects')
      .select('projectId')
      .where((eb) =>
        eb.or([
          eb('projectName', 'like', like),
          eb('projectPurpose', 'like', like),
          eb('beneficiar', 'like', like),
        ]),
      )
      .orderBy('creditDateBegin', 'desc')
      .limit(10)
      .execute();
  const likeCount = () =>
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('projectName', 'like', like),
          eb('projectPurpose', 'like', like),
          eb('beneficiar', 'like', like),
        ]),
      )
      .execute();
  const ftsQuery = projectSearchInput.parse({ filters: { projectName: word } });
  const fts = await time(() => searchProjects(db, ftsQuery));
  const scan = await time(async () => {
    await likeCount();
    await likeScan();
  });
  console.log(`${`same word as LIKE '%${word}%' scan`.padEnd(46)}${ms(scan.p50)}${ms(scan.p95)}`);
  console.log(`LIKE / FTS ratio (p50): ${(scan.p50 / fts.p50).toFixed(1)}×`);
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
