import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { migrateToLatest, openRegistry } from '../../src/registry/database/db';
import { syncConfigFromEnv } from '../../src/config/registryService';
import { createProgress } from '../../src/sync/progress';
import { runSync } from '../../src/sync/runSync';
import { CLIENT_ID, CLIENT_SECRET } from '../../tests/support/fakeRegistry';
import { createScratchDatabase, dropScratchDatabase } from '../../tests/support/postgres';

// `npm run bench:sync`: a full sync of BENCH_PROJECTS (default 100 000) projects from a fake
// registry service on 127.0.0.1 (its own process) into a fresh SQLite file, or with
// BENCH_DIALECT=postgres into a scratch PostgreSQL database (dropped after). Prints wall time,
// records per second and the sync process's peak RSS. Targets: < 5 min, < 300 MB.
// BENCH_SYNC_ROUNDS=2 syncs again, over the first round's data, from the registry a month later
// (./syncUpstream.ts revision 2): the first round is the change history's baseline (nothing is
// compared), the second compares and records; it prints the time the history took inside it.

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const projects = Number(process.env.BENCH_PROJECTS ?? 100_000);
const rounds = Math.max(1, Math.min(2, Number(process.env.BENCH_SYNC_ROUNDS ?? 1)));

async function startUpstream(revision: number): Promise<[ChildProcess, string]> {
  const upstream = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'syncUpstream.ts'),
      String(projects),
      String(revision),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [firstLine] = (await once(upstream.stdout!, 'data')) as [Buffer];
  return [upstream, firstLine.toString().trim()];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sync-'));
const postgresUrl =
  process.env.BENCH_DIALECT === 'postgres' ? await createScratchDatabase() : undefined;
const db = openRegistry(postgresUrl ?? path.join(dir, 'registry.sqlite'));
let upstream: ChildProcess | undefined;
try {
  await migrateToLatest(db);
  for (let round = 1; round <= rounds; round++) {
    let registryUrl;
    [upstream, registryUrl] = await startUpstream(round);
    const config = syncConfigFromEnv({
      REGISTRY_URL: registryUrl,
      REGISTRY_CLIENT_ID: CLIENT_ID,
      REGISTRY_CLIENT_SECRET: CLIENT_SECRET,
      REGISTRY_RESULT_WINDOW: '10000',
      REGISTRY_CONCURRENCY: process.env.REGISTRY_CONCURRENCY ?? '8',
    })!;
    const label = rounds > 1 ? `bench:sync round ${round}` : 'bench:sync';
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let peak = 0;
    let heap = 0;
    let external = 0;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      if (m.rss > peak) [peak, heap, external] = [m.rss, m.heapTotal, m.external];
    }, 250);
    const summary = await runSync(db, config, { progress: createProgress() });
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const maxRss = process.resourceUsage().maxRSS / 1024;
    console.log(
      `${label}: ${summary.projects} projects (${summary.skipped} skipped), ` +
        `${summary.projectStats} cost-dynamics rows, ${summary.projectDocuments} documents`,
    );
    const cpu = process.cpuUsage(cpuBefore);
    // CPU seconds depend less than wall time on what else the shared machine is doing.
    console.log(
      `${label}: wall time ${seconds.toFixed(1)} s (sync process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    console.log(`${label}: ${(summary.projects / seconds).toFixed(0)} projects/s`);
    console.log(
      `${label}: peak RSS ${maxRss.toFixed(0)} MB (sampled ${mb(peak)} MB: JS heap ${mb(heap)} MB, external ${mb(external)} MB)`,
    );
    const changes = summary.changes;
    console.log(
      `${label}: change history ${(summary.historyMs / 1000).toFixed(1)} s ` +
        `(${((summary.historyMs / 1000 / seconds) * 100).toFixed(1)} % of the wall time); ` +
        (changes
          ? `${changes.added} added, ${changes.changed} changed, ${changes.removed} removed`
          : 'baseline, nothing compared'),
    );
    upstream.kill('SIGTERM');
    upstream = undefined;
  }
} finally {
  await db.destroy();
  upstream?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
  if (postgresUrl) await dropScratchDatabase(postgresUrl);
}
