// Supervises the portal's server processes: forks WEB_CONCURRENCY workers (default: the CPU
// count) running the production build, which share one port (node:cluster), and forks a new
// worker when one dies, saying how it died (exit code or signal, and whether it ran out of
// memory). The primary also keeps the expensive-endpoint counters for all its workers (IPC:
// src/http/limits), and replaces a worker whose memory grows past WORKER_MAX_RSS_MB: the new one
// starts first, then the old one stops taking connections and finishes what it was serving.
// It measures the line of new connections at its door and tells the workers (doorProbe.ts).
// SIGTERM/SIGINT: every worker stops accepting, finishes its requests and exits
// (nodeServer.ts); the primary exits 0 when all did, within 10 s. Workers that keep dying right
// after start (a broken build, an unusable database, a busy port) are a fatal failure: the
// primary stops them and exits 1 rather than restart them forever; so are workers of which none
// listens within START_TIMEOUT_SECONDS (default 120): a start that cannot finish says so and
// exits 1 instead of waiting forever. The primary also takes the scheduled backups
// (backupSchedule.ts).
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AggregatorRegistry } from 'prom-client';
import { answerCounterRequest } from '../http/limits/clusterCounters';
import { createMemoryCounters } from '../http/limits/memoryCounters';
import {
  describeExit,
  healthMessageSchema,
  OUT_OF_MEMORY_TEXT,
  type WorkerHealth,
} from './workerHealth';
import { serveMetrics } from './metricsServer';
import { startBackupSchedule } from './backupSchedule';
import { probeDoor, type DoorProbe } from './doorProbe';
import { log as logger } from '../config/log';
import { inheritedEnvironment, settings } from '../config/environment';
import type { Settings } from '../config/settings';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

interface WorkerState {
  startedAt: number;
  health?: WorkerHealth;
  saidOutOfMemory: boolean;
  /** Being replaced: its exit is planned, not a death. */
  retiring: boolean;
  /** Its replacement is starting. */
  replacing: boolean;
}

/** Relays a worker's output line by line, watching its error output for V8's out-of-memory words. */
function relay(worker: Worker, state: WorkerState) {
  worker.process.stdout?.pipe(process.stdout, { end: false });
  worker.process.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (OUT_OF_MEMORY_TEXT.test(chunk.toString('latin1'))) state.saidOutOfMemory = true;
  });
}

export function runCluster({
  env = inheritedEnvironment(),
  config = settings(),
  log = (line: string) => logger.info(line),
}: { env?: NodeJS.ProcessEnv; config?: Settings; log?: (line: string) => void } = {}): void {
  // WEB_CONCURRENCY, else the CPU count.
  const count = config.workers ?? os.availableParallelism();
  const maxRss = config.workerMaxRssMb && config.workerMaxRssMb * 1024 * 1024;
  cluster.setupPrimary({
    exec: path.join(root, 'dist', 'serve-node.js'),
    execArgv: withoutTypeScriptLoader(process.execArgv),
    // Piped through the primary, so it can tell an out-of-memory death from others.
    silent: true,
  });
  let stopping = false;
  let earlyDeaths = 0;
  const states = new Map<number, WorkerState>();
  const counters = createMemoryCounters();

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    const state: WorkerState = {
      startedAt: Date.now(),
      saidOutOfMemory: false,
      retiring: false,
      replacing: false,
    };
    states.set(worker.id, state);
    relay(worker, state);
    return worker;
  };

  /**
   * Starts a replacement; once it listens, the old worker is disconnected: node:cluster stops
   * handing it connections before it tells it to close its server (a SIGTERM could race a
   * connection already on its way to it), it finishes its requests and exits (nodeServer.ts).
   */
  const replace = (old: Worker, state: WorkerState, why: string) => {
    state.replacing = true;
    log(`cluster: worker ${old.process.pid} ${why}: replacing it`);
    const successor = fork();
    successor.once('listening', () => {
      state.retiring = true;
      old.disconnect();
      setTimeout(() => old.process.kill('SIGKILL'), STOP_DEADLINE_MS).unref();
    });
  };

  cluster.on('message', (worker, message) => {
    const state = states.get(worker.id);
    const health = healthMessageSchema.safeParse(message);
    if (health.success && state) {
      state.health = health.data;
      if (maxRss && health.data.rss > maxRss && !state.replacing && !stopping) {
        const used = Math.round(health.data.rss / 1024 / 1024);
        replace(worker, state, `uses ${used} MB, over WORKER_MAX_RSS_MB=${config.workerMaxRssMb}`);
      }
      return;
    }
    answerCounterRequest(counters, worker.id, message, (reply) => {
      if (worker.isConnected()) worker.send(reply as never);
    });
  });

  cluster.on('exit', (worker, code, signal) => {
    const state = states.get(worker.id);
    states.delete(worker.id);
    // Its requests are over: the slots it held go back.
    counters.releaseOwner(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (state?.retiring) {
      log(`cluster: worker ${worker.process.pid} finished its requests and stopped (replaced)`);
      return;
    }
    const ended = describeExit(
      worker.process.pid,
      code,
      signal,
      state?.health,
      state?.saidOutOfMemory ?? false,
    );
    log(`cluster: ${ended}; starting another`);
    const lived = Date.now() - (state?.startedAt ?? 0);
    if (lived < EARLY_DEATH_MS && ++earlyDeaths >= MAX_EARLY_DEATHS) {
      logger.fatal('cluster: workers keep dying at start; giving up');
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGKILL');
      process.exit(1);
    }
    fork();
  });

  // The line of new connections at the primary, measured and told to every worker, whose
  // shedders count it as part of a page's wait (src/http/doorWait.ts).
  let door: DoorProbe | undefined;
  cluster.on('listening', (_worker, address) => {
    if (door || stopping) return;
    const host =
      !address.address || address.address === '::' || address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
    door = probeDoor({ host, port: address.port }, (message) => {
      for (const worker of Object.values(cluster.workers ?? {})) {
        if (worker?.isConnected()) worker.send(message);
      }
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    door?.stop();
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
  log(`cluster: ${count} workers on port ${config.port}`);
  const startDeadline = setTimeout(() => {
    logger.fatal(
      `cluster: no worker listens after ${config.startTimeoutMs / 1000} s (START_TIMEOUT_SECONDS); giving up`,
    );
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGKILL');
    process.exit(1);
  }, config.startTimeoutMs);
  startDeadline.unref();
  cluster.once('listening', () => clearTimeout(startDeadline));
  // BACKUP_EVERY_HOURS: the primary, one per machine, takes the scheduled backups.
  startBackupSchedule(config.backup);
  const metrics = config.metrics;
  if (metrics) {
    // prom-client asks each worker for its series over IPC and sums them.
    const aggregator = new AggregatorRegistry();
    serveMetrics(metrics, {
      contentType: aggregator.contentType,
      text: () => aggregator.clusterMetrics(),
    });
    log(`cluster: metrics on http://${metrics.host}:${metrics.port}/metrics`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCluster();
}
