import cluster from 'node:cluster';
import { log as logger } from '../../config/log';
import { answerCounterRequest } from '../../http/limits/clusterCounters';
import { createMemoryCounters } from '../../http/limits/memoryCounters';
import { describeExit, healthMessageSchema } from '../workerHealth';
import { giveUp, type WorkerPool } from './workerPool';

// What the primary does with its workers' messages and deaths: a worker whose memory grows past
// WORKER_MAX_RSS_MB is replaced before the system's out-of-memory killer gets to it; the
// expensive-endpoint counters of all workers are kept here (IPC: src/http/limits); a worker that
// dies is replaced, saying how it died, unless workers keep dying right after start (a broken
// build, an unusable database, a busy port): then the primary gives up with exit 1.

/** Deaths within this window after a worker's start count as a crash loop. */
const EARLY_DEATH_MS = 5_000;
const MAX_EARLY_DEATHS = 5;

export function superviseWorkers(pool: WorkerPool, maxRssMb: number | undefined): void {
  const maxRss = maxRssMb && maxRssMb * 1024 * 1024;
  const counters = createMemoryCounters();
  let earlyDeaths = 0;

  cluster.on('message', (worker, message) => {
    const health = healthMessageSchema.safeParse(message);
    const state = pool.stateOf(worker);
    if (!health.success || !state) {
      answerCounterRequest(counters, worker.id, message, (reply) => {
        if (worker.isConnected()) worker.send(reply as never);
      });
      return;
    }
    state.health = health.data;
    if (maxRss && health.data.rss > maxRss && !state.replacing && !pool.stopping) {
      const used = Math.round(health.data.rss / 1024 / 1024);
      pool.replace(worker, `uses ${used} MB, over WORKER_MAX_RSS_MB=${maxRssMb}`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const state = pool.forget(worker);
    // Its requests are over: the slots it held go back.
    counters.releaseOwner(worker.id);
    if (pool.stopping) {
      if (pool.workers().length === 0) process.exit(0);
      return;
    }
    if (state?.retiring) {
      pool.log(
        `cluster: worker ${worker.process.pid} finished its requests and stopped (replaced)`,
      );
      return;
    }
    const pid = worker.process.pid;
    const ended = describeExit(pid, code, signal, state?.health, state?.saidOutOfMemory ?? false);
    pool.log(`cluster: ${ended}; starting another`);
    // A crash loop is workers that cannot start: dead before they listened, or soon after for
    // another reason than memory. One that served until a burst of pages ran it out of memory is
    // replaced however soon it died (such bursts killed fresh workers one after another, and the
    // primary gave up on a portal that only needed its workers back).
    const lived = Date.now() - (state?.startedAt ?? 0);
    const startFailed =
      !state?.listened || (lived < EARLY_DEATH_MS && !(state?.saidOutOfMemory ?? false));
    if (startFailed && ++earlyDeaths >= MAX_EARLY_DEATHS) {
      logger.fatal('cluster: workers keep dying at start; giving up');
      giveUp(pool, 1);
    }
    pool.fork();
  });
}
