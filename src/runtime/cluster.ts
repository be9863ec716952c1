// `npm start`'s primary: supervises the portal's server processes. It forks WEB_CONCURRENCY
// workers (default: the CPU count) running the production build, which share one port
// (node:cluster), replaces one that dies (saying how) or grows past WORKER_MAX_RSS_MB, keeps the
// expensive-endpoint counters of all of them, measures the line at its door, stops them
// gracefully on SIGTERM/SIGINT, and exits 1 rather than restart workers that keep dying at start
// or wait forever for one that never listens. It also takes the scheduled backups
// (backupSchedule.ts) and serves the workers' summed metrics.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { AggregatorRegistry } from 'prom-client';
import { inheritedEnvironment, settings } from '../config/environment';
import { log as logger } from '../config/log';
import type { Settings } from '../config/settings';
import { startBackupSchedule } from './backupSchedule';
import { bindStartDeadline, stopOnSignals } from './cluster/lifecycle';
import { superviseWorkers } from './cluster/supervision';
import { createWorkerPool } from './cluster/workerPool';
import { serveMetrics } from './metricsServer';

// The parts: the workers and what is known of each (cluster/workerPool.ts), their messages and
// deaths (cluster/supervision.ts), the start's deadline, the stop and the door
// (cluster/lifecycle.ts).

export function runCluster({
  env = inheritedEnvironment(),
  config = settings(),
  log = (line: string) => logger.info(line),
}: { env?: NodeJS.ProcessEnv; config?: Settings; log?: (line: string) => void } = {}): void {
  const pool = createWorkerPool(env, log);
  superviseWorkers(pool, config.workerMaxRssMb);
  stopOnSignals(pool);
  // WEB_CONCURRENCY, else the CPU count.
  const count = config.workers ?? os.availableParallelism();
  for (let i = 0; i < count; i++) pool.fork();
  log(`cluster: ${count} workers on port ${config.port}`);
  bindStartDeadline(pool, config.startTimeoutMs);
  // BACKUP_EVERY_HOURS: the primary, one per machine, takes the scheduled backups.
  startBackupSchedule(config.backup);
  if (config.metrics) serveClusterMetrics(config.metrics, log);
}

/** The sum of the workers' series: prom-client asks each over IPC. */
function serveClusterMetrics(listen: { port: number; host: string }, log: (line: string) => void) {
  const aggregator = new AggregatorRegistry();
  serveMetrics(listen, {
    contentType: aggregator.contentType,
    text: () => aggregator.clusterMetrics(),
  });
  log(`cluster: metrics on http://${listen.host}:${listen.port}/metrics`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCluster();
}
