import { projectSearchInput, type ProjectSearchInput } from '../../src/lib/projectQuery';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Registry } from '../../src/registry/database/db';
import type { Database } from '../../src/registry/database/dbTypes';
import { portalSearch } from '../../src/registry/search/portalSearch';
import { searchProjects } from '../../src/registry/projects/projects';
import { benchRegistries } from './benchDatabases';

// `npm run bench:search`: p50/p95 of the registry search function on a 100 000-project registry,
// SQLite and PostgreSQL side by side (./benchDatabases.ts). Target: p95 ≤ 10 ms per case on
// each. Also times the full-text case as a LIKE '%word%' scan, for the ratio. Figures are from
// one process on a shared machine: compare runs, not single numbers.

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_MS = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function time(
  run: () => Promise<unknown>,
  runs = RUNS,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(WARMUP, runs); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const word = 'водоканал';
// Full-text cases: one, two and three words, a form of two words (міст: bridge, of cities), a
// fragment still being typed (prefix), each alone and with the other filters.
const texts: [string, string][] = [
  ['1 word', 'школи'],
  ['1 word', word],
  ['2 words', 'ремонту доріг'],
  ['3 words', 'будівництво системи теплопостачання'],
  ['2 lemmas', 'міст'],
  ['fragment', 'енергоеф'],
];
const cases: [string, ProjectSearchInput][] = [
  ['no filter', {}],
  ['one select filter (state)', { filters: { projectState: 5 } }],
  ...texts.flatMap(([kind, text]): [string, ProjectSearchInput][] => [
    [`${kind} «${text}»`, { filters: { projectName: text } }],
    [
      `${kind} «${text}» + state, creditor, year; amount desc`.slice(0, 49),
      {
        filters: { projectName: text, projectState: 5, mfo: 1, year: 2018 },
        sort: { field: 'projectSum', direction: 'desc' },
      },
    ],
  ]),
  ['deep page 5000', { page: 5000 }],
  ['sort by name asc, page 100', { sort: { field: 'projectName', direction: 'asc' }, page: 100 }],
];

/** Bytes of the full-text index, whichever shape it has (FTS5 tables, GIN indexes, tables). */
async function indexBytes(db: Registry): Promise<number> {
  const sqlite = await sql<{ bytes: number }>`SELECT sum(pgsize) AS bytes FROM dbstat
    WHERE name LIKE 'projectsFts%'`
    .execute(db)
    .catch(() => undefined);
  if (sqlite) return Number(sqlite.rows[0]?.bytes ?? 0);
  const pg = await sql<{ bytes: string }>`SELECT coalesce(sum(pg_total_relation_size(oid)), 0)
    AS bytes FROM pg_class WHERE relname IN ('projectSearch', 'searchVocabulary', 'searchPostings',
    'projects_fts_all_idx', 'projects_fts_beneficiar_idx')`.execute(db);
  return Number(pg.rows[0]?.bytes ?? 0);
}

/** The full-text case as a LIKE '%word%' scan (count + first page), for the ratio. */
function likeScan(db: Registry) {
  const like = `%${word}%`;
  const where = (eb: ExpressionBuilder<Database, 'projects'>) =>
    eb.or([
      eb('projectName', 'like', like),
      eb('projectPurpose', 'like', like),
      eb('beneficiar', 'like', like),
    ]);
  return async () => {
    await db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .execute();
    await db
      .selectFrom('projects')
      .select('projectId')
      .where(where)
      .orderBy('creditDateBegin', 'desc')
      .limit(10)
      .execute();
  };
}

// The portal-wide search (/search): the first projects and their total, then glossary, FAQ,
// news and documents. Target: p95 ≤ 25 ms. The PostgreSQL copy holds no news or glossary.
const PORTAL_TARGET_MS = 25;
const portalQueries = ['школи', 'ремонту доріг', 'енергоеф', 'кредитна угода', 'Харкво'];

async function portalCases(registries: [string, Registry][]): Promise<void> {
  let worst = 0;
  for (const q of portalQueries) {
    const cells: string[] = [];
    const found: number[] = [];
    for (const [, db] of registries) {
      found.push((await portalSearch(db, q)).total);
      const { p50, p95 } = await time(() => portalSearch(db, q), Math.max(20, RUNS / 4));
      worst = Math.max(worst, p95);
      cells.push(`${ms(p50).padStart(16)}${ms(p95)}`);
    }
    console.log(`${`portal search «${q}»`.padEnd(50)}${cells.join('')}  ${found.join(' / ')}`);
  }
  console.log(
    `worst portal search p95 ${worst.toFixed(2)} ms — target ≤ ${PORTAL_TARGET_MS} ms: ${worst <= PORTAL_TARGET_MS ? 'met' : 'MISSED'}`,
  );
}

const ms = (n: number) => `${n.toFixed(2)}`.padStart(9);

async function main(): Promise<void> {
  const registries = await benchRegistries(PROJECTS);
  const names = registries.map(([name]) => name);
  console.log(`registry search on ${PROJECTS} projects, ${RUNS} runs per case (ms)`);
  console.log(
    `${'case'.padEnd(50)}${names.map((n) => `${`${n} p50`.padStart(16)}${'p95'.padStart(9)}`).join('')}  found`,
  );
  let worst = 0;
  for (const [name, input] of cases) {
    const query = projectSearchInput().parse(input);
    const cells: string[] = [];
    const found: number[] = [];
    for (const [, db] of registries) {
      found.push((await searchProjects(db, query)).total);
      const { p50, p95 } = await time(() => searchProjects(db, query));
      worst = Math.max(worst, p95);
      cells.push(`${ms(p50).padStart(16)}${ms(p95)}`);
    }
    console.log(`${name.padEnd(50)}${cells.join('')}  ${[...new Set(found)].join(' / ')}`);
  }
  const likeCells: string[] = [];
  for (const [, db] of registries) {
    const { p50, p95 } = await time(likeScan(db), Math.max(10, Math.round(RUNS / 10)));
    likeCells.push(`${ms(p50).padStart(16)}${ms(p95)}`);
  }
  console.log(`${`the same word as LIKE '%${word}%'`.padEnd(50)}${likeCells.join('')}`);
  const sizes: string[] = [];
  for (const [, db] of registries) {
    sizes.push(`${((await indexBytes(db)) / 2 ** 20).toFixed(1)} MB`.padStart(25));
  }
  console.log(`${'full-text index size'.padEnd(50)}${sizes.join('')}`);
  console.log(
    `worst search p95 ${worst.toFixed(2)} ms — target ≤ ${TARGET_MS} ms on each: ${worst <= TARGET_MS ? 'met' : 'MISSED'}`,
  );
  await portalCases(registries);
  for (const [, db] of registries) await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
