import { sql } from 'kysely';
import { CHANGES_PAGE_SIZE, FEED_ENTRIES, PROJECT_HISTORY_LIMIT } from '../../src/lib/changesQuery';
import type { ChangesQuery } from '../../src/lib/changesQuery';
import { clearChangeHistory } from '../../src/registry/changes/changeHistory';
import { latestChanges, listChanges } from '../../src/registry/changes/changeList';
import { projectHistory } from '../../src/registry/changes/projectHistory';
import type { Registry } from '../../src/registry/database/db';
import { DEFAULT_HISTORY, writeDemoHistory, type HistoryOptions } from '../demo/history';
import { DEFAULT_SEED } from '../demo/seed';
import { benchPostgres, benchSqlite, type BenchVariant } from './benchDatabases';

// `npm run bench:changes`: the change history's reads on a 100 000-project registry with about
// a million changed-field rows (24 monthly revisions, BENCH_HISTORY_RATE of the projects
// changing each month), SQLite and PostgreSQL side by side. Targets: a project's history
// p95 ≤ 5 ms, a /changes page p95 ≤ 20 ms. The registries are kept between runs in the temp
// folder and as `ifi_bench_changes_<n>` (BENCH_REBUILD=1 rebuilds), apart from the search
// benchmark's. Also prints what the history takes on disk. Figures are from one process on a
// shared machine: compare runs, not single numbers.

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGETS = { history: 5, page: 20 };

const history: HistoryOptions = {
  months: 24,
  monthlyRate: Number(process.env.BENCH_HISTORY_RATE ?? 0.28),
  addedShare: 0.02,
  removedShare: 0.01,
};
const variant: BenchVariant = { name: 'changes', seed: { history } };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function time(run: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function count(db: Registry, table: 'projectChanges' | 'projectFieldChanges') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The PostgreSQL copy gets the same made-up past, written by the same generator. */
async function withHistory(db: Registry, expected: number): Promise<void> {
  if ((await count(db, 'projectFieldChanges')) === expected) return;
  console.log('bench: writing the change history into PostgreSQL…');
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await clearChangeHistory(trx);
    await writeDemoHistory(trx, DEFAULT_SEED, PROJECTS, { ...DEFAULT_HISTORY, ...history });
  });
  await sql`VACUUM (ANALYZE) "projectChanges", "projectFieldChanges", "registryRevisions"`.execute(
    db,
  );
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function sizes(name: string, db: Registry): Promise<string> {
  const tables = ['registryRevisions', 'projectChanges', 'projectFieldChanges'];
  const bytes =
    name === 'SQLite'
      ? await sql<{ n: number }>`SELECT sum(pgsize) AS n FROM dbstat WHERE name IN (
          SELECT name FROM sqlite_master WHERE tbl_name IN (${sql.join(tables)}))`.execute(db)
      : await sql<{ n: string }>`SELECT sum(pg_total_relation_size(c.oid)) AS n FROM pg_class c
          WHERE c.relname IN (${sql.join(tables)}) AND c.relkind = 'r'`.execute(db);
  return `${(Number(bytes.rows[0]?.n ?? 0) / 1024 / 1024).toFixed(1)} MB`;
}

/** Projects that have a past (most have a few rows; some none). */
async function sampleProjects(db: Registry): Promise<string[]> {
  const rows = await db
    .selectFrom('projectChanges')
    .select('projectId')
    .where('kind', '=', 'changed')
    .orderBy('projectId')
    .limit(RUNS + WARMUP)
    .offset(1000)
    .execute();
  return rows.map((r) => r.projectId);
}

const page = (query: Partial<ChangesQuery>): ChangesQuery => ({
  filters: {},
  page: 1,
  pageSize: CHANGES_PAGE_SIZE,
  ...query,
});

async function main(): Promise<void> {
  const sqlite = await benchSqlite(PROJECTS, variant);
  const fieldRows = await count(sqlite, 'projectFieldChanges');
  const postgres = await benchPostgres(PROJECTS, sqlite, variant);
  await withHistory(postgres, fieldRows);
  const registries: [string, Registry][] = [
    ['SQLite', sqlite],
    ['PostgreSQL', postgres],
  ];
  const month = await sqlite
    .selectFrom('registryRevisions')
    .select('recordedOn')
    .orderBy('id', 'desc')
    .offset(1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const cases: [
    string,
    'history' | 'page',
    (db: Registry, ids: string[], i: number) => Promise<unknown>,
  ][] = [
    [
      "a project's history (page section)",
      'history',
      (db, ids, i) => projectHistory(db, ids[i % ids.length]!, PROJECT_HISTORY_LIMIT + 1),
    ],
    ['/changes page 1', 'page', (db) => listChanges(db, page({}))],
    ['/changes page 1000', 'page', (db) => listChanges(db, page({ page: 1000 }))],
    [
      'state filter, page 1',
      'page',
      (db) => listChanges(db, page({ filters: { projectState: 5 } })),
    ],
    [
      'creditor filter, page 5',
      'page',
      (db) => listChanges(db, page({ filters: { mfo: 1 }, page: 5 })),
    ],
    [
      'state + signing year',
      'page',
      (db) => listChanges(db, page({ filters: { projectState: 5, year: 2018 } })),
    ],
    [
      'full-text «водоканал»',
      'page',
      (db) => listChanges(db, page({ filters: { projectName: 'водоканал' } })),
    ],
    [
      `since ${month.recordedOn}`,
      'page',
      (db) => listChanges(db, page({ since: month.recordedOn })),
    ],
    [
      'one project (/changes?project=)',
      'page',
      (db, ids, i) => listChanges(db, page({ project: ids[i % ids.length] })),
    ],
    ['feed: newest 50, all', 'page', (db) => latestChanges(db, { filters: {} }, FEED_ENTRIES)],
    [
      'feed: newest 50, state filter',
      'page',
      (db) => latestChanges(db, { filters: { projectState: 5 } }, FEED_ENTRIES),
    ],
  ];
  const results = new Map<string, string[]>();
  for (const [name, db] of registries) {
    const entries = await count(db, 'projectChanges');
    const rows = await count(db, 'projectFieldChanges');
    console.log(
      `${name}: ${entries} changes (project × revision), ${rows} changed-field rows; history on disk ${await sizes(name, db)}`,
    );
    const ids = await sampleProjects(db);
    for (const [label, target, run] of cases) {
      const { p50, p95 } = await time((i) => run(db, ids, i));
      const ok = p95 <= TARGETS[target] ? 'ok' : 'OVER';
      results.set(label, [
        ...(results.get(label) ?? []),
        `${p50.toFixed(2)} / ${p95.toFixed(2)} ${ok}`,
      ]);
    }
  }
  console.log(
    `\n${RUNS} runs per case, ms, p50 / p95 (targets: history ${TARGETS.history}, page ${TARGETS.page})`,
  );
  console.log('| case | SQLite | PostgreSQL |');
  console.log('| --- | --- | --- |');
  for (const [label, cells] of results) console.log(`| ${label} | ${cells.join(' | ')} |`);
  for (const [, db] of registries) await db.destroy();
}

await main();
