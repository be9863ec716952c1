import cluster from 'node:cluster';
import { log as logger } from '../../config/log';
import { probeDoor, type DoorProbe } from '../doorProbe';
import { giveUp, STOP_DEADLINE_MS, type WorkerPool } from './workerPool';

// The cluster's start and stop, and its door. A start of which no worker listens within
// START_TIMEOUT_SECONDS says so and exits 1 instead of waiting forever. SIGTERM/SIGINT: every
// worker stops accepting, finishes its requests and exits (nodeServer.ts); the primary exits 0
// when all did, within 10 s. The line of new connections at the door is measured and told to
// every worker, whose shedders count it as part of a page's wait (src/http/doorWait.ts).

export function bindStartDeadline(pool: WorkerPool, timeoutMs: number): void {
  const deadline = setTimeout(() => {
    logger.fatal(
      `cluster: no worker listens after ${timeoutMs / 1000} s (START_TIMEOUT_SECONDS); giving up`,
    );
    giveUp(pool, 1);
  }, timeoutMs);
  deadline.unref();
  cluster.once('listening', () => clearTimeout(deadline));
}

/** Measures the door once the first worker listens; returns how to stop measuring. */
function watchDoor(pool: WorkerPool): () => void {
  let door: DoorProbe | undefined;
  cluster.on('listening', (_worker, address) => {
    if (door || pool.stopping) return;
    const host =
      !address.address || address.address === '::' || address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
    door = probeDoor({ host, port: address.port }, (message) => {
      for (const worker of pool.workers()) if (worker.isConnected()) worker.send(message);
    });
  });
  return () => door?.stop();
}

export function stopOnSignals(pool: WorkerPool): void {
  const stopDoor = watchDoor(pool);
  const stop = (signal: NodeJS.Signals) => {
    if (pool.stopping) return;
    pool.stopping = true;
    stopDoor();
    const workers = pool.workers();
    pool.log(`cluster: ${signal}, stopping ${workers.length} workers`);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => giveUp(pool, 1), STOP_DEADLINE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
