// Supervises the portal's server processes: forks WEB_CONCURRENCY workers (default: the CPU
// count) running the production build, which share one port (node:cluster), and forks a new
// worker when one dies. SIGTERM/SIGINT: every worker stops accepting, finishes its requests and
// exits (nodeServer.ts); the primary exits 0 when all did, within 10 s. Workers that
// keep dying right after start (a broken build, an unusable database, a busy port) are a fatal
// failure: the primary stops them and exits 1 rather than restart them forever.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Workers to run: WEB_CONCURRENCY when it is a positive integer, else the CPU count. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 64) : os.availableParallelism();
}

/** Node options without the TypeScript loader: workers run the built server and need none. */
function withoutTypeScriptLoader(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--import' && args[i + 1] === 'tsx') i++;
    else if (args[i] !== '--import=tsx') kept.push(args[i]!);
  }
  return kept;
}

/** Deaths within this window after a worker's start count as a crash loop. */
const EARLY_DEATH_MS = 5_000;
const MAX_EARLY_DEATHS = 5;
const STOP_DEADLINE_MS = 9_500;

export function runCluster({
  env = process.env,
  log = console.log,
}: { env?: NodeJS.ProcessEnv; log?: (line: string) => void } = {}): void {
  const count = workerCount(env);
  cluster.setupPrimary({
    exec: path.join(root, 'dist', 'serve-node.js'),
    execArgv: withoutTypeScriptLoader(process.execArgv),
    silent: false,
  });
  let stopping = false;
  let earlyDeaths = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork(env);
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(
      `cluster: worker ${worker.process.pid} died (${signal ?? `code ${code}`}); starting another`,
    );
    if (lived < EARLY_DEATH_MS && ++earlyDeaths >= MAX_EARLY_DEATHS) {
      console.error('cluster: workers keep dying at start; giving up');
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGKILL');
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`cluster: ${signal}, stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
  log(`cluster: ${count} workers on port ${env.PORT}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCluster();
}
