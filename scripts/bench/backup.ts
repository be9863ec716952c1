import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { backupRegistry, restoreRegistry } from '../../src/registry/backup/backup';
import { clearChangeHistory } from '../../src/registry/changes/changeHistory';
import type { Registry } from '../../src/registry/database/db';
import { DEFAULT_HISTORY, writeDemoHistory, type HistoryOptions } from '../demo/history';
import { DEFAULT_SEED } from '../demo/seed';
import { createScratchDatabase, dropScratchDatabase } from '../../tests/support/postgres';
import {
  benchPostgres,
  benchPostgresUrl,
  benchSqlite,
  benchSqlitePath,
  type BenchVariant,
} from './benchDatabases';
import { startServer } from './portalServer.mjs';

// `npm run bench:backup`: backup and restore time and size of the change-history benchmark's
// registry (BENCH_PROJECTS, default 100 000 projects, about a million changed-field rows; the
// same kept databases as `npm run bench:changes`), SQLite and PostgreSQL; then the p99 of
// uncached list pages (page cache off, a different page each request) without and during a
// backup. The PostgreSQL copy holds what the benchmarks read (no documents or news). Figures
// are from a shared, loaded machine: compare runs, not single numbers.

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const history: HistoryOptions = {
  months: 24,
  monthlyRate: Number(process.env.BENCH_HISTORY_RATE ?? 0.28),
  addedShare: 0.02,
  removedShare: 0.01,
};
const variant: BenchVariant = { name: 'changes', seed: { history } };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function fieldRows(db: Registry): Promise<number> {
  const row = await db
    .selectFrom('projectFieldChanges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Uncached list pages, two at a time; the p50 and p99 in ms. */
async function listLatency(base: string, offset: number): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const started = performance.now();
      const res = await fetch(`${base}/projects?page=${((offset + i) % 400) + 1}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/projects answered ${res.status}`);
      samples.push(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker()]);
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

async function measure(name: string, target: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-bench-backups-'));
  const made = await backupRegistry(target, dir);
  console.log(`${name}: backup ${s(made.ms)}, ${mb(made.bytes)} (${path.basename(made.file)})`);
  const restoreTarget =
    name === 'SQLite' ? path.join(dir, 'restored.sqlite') : await createScratchDatabase();
  const started = performance.now();
  await restoreRegistry(made.file, { target: restoreTarget });
  console.log(`${name}: restore into an empty database ${s(performance.now() - started)}`);
  if (name !== 'SQLite') await dropScratchDatabase(restoreTarget);

  // Page latency without and during a backup, on a server with its page cache off.
  const server = await startServer(name === 'SQLite' ? target : '', {
    ...databaseEnv(target),
    PAGE_CACHE_MB: '0',
    SHED_MAX_WAIT_MS: '0',
  });
  try {
    await listLatency(server.base, 1000); // warm-up
    const quiet = await listLatency(server.base, 0);
    // The backup runs as `npm run backup` does, in a process of its own: SQLite's copy is
    // synchronous and would otherwise stall this load generator, not the server.
    const started = performance.now();
    const backup = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/backup.ts'],
      {
        env: { ...process.env, ...databaseEnv(target), BACKUP_DIR: dir },
        stdio: 'ignore',
      },
    );
    const finished = new Promise<number>((resolve) =>
      backup.on('close', (code) => resolve(code ?? 1)),
    );
    // Started once the child is past its start-up (tsx), so the pages overlap the copy.
    await new Promise((r) => setTimeout(r, 1500));
    const during = await listLatency(server.base, 2000);
    const code = await finished;
    const backupMs = performance.now() - started;
    if (code !== 0) throw new Error(`the backup during the page load failed (exit ${code})`);
    const f = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(
      `${name}: uncached /projects p50 ${f(quiet.p50)} p99 ${f(quiet.p99)} without a backup; ` +
        `p50 ${f(during.p50)} p99 ${f(during.p99)} during one (the backup process took ${s(backupMs)} in all)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const databaseEnv = (target: string): Record<string, string> =>
  target.startsWith('postgres') ? { DATABASE_URL: target } : { DATABASE_PATH: target };

async function main(): Promise<void> {
  const sqlite = await benchSqlite(PROJECTS, variant);
  const rows = await fieldRows(sqlite);
  console.log(`bench: ${PROJECTS} projects, ${rows} changed-field rows`);
  const postgres = await benchPostgres(PROJECTS, sqlite, variant);
  if ((await fieldRows(postgres)) !== rows) {
    console.log('bench: writing the change history into PostgreSQL…');
    await postgres.transaction().execute(async (trx) => {
      await clearChangeHistory(trx);
      await writeDemoHistory(trx, DEFAULT_SEED, PROJECTS, { ...DEFAULT_HISTORY, ...history });
    });
    await sql`VACUUM (ANALYZE) "projectChanges", "projectFieldChanges"`.execute(postgres);
  }
  await measure('SQLite', benchSqlitePath(PROJECTS, variant));
  await measure('PostgreSQL', await benchPostgresUrl(PROJECTS, variant));
  await Promise.all([sqlite.destroy(), postgres.destroy()]);
}

await main();
