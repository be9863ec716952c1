import cluster from 'node:cluster';
import type { Registry } from '../../registry/database/db';
import {
  pruneRateLimits,
  releaseClientSlot,
  takeClientSlot,
} from '../../registry/limits/rateLimits';
import { ipcLimitStore } from './clusterCounters';
import type { GateLimits, LimitClass, LimitStore, Verdict } from './gateLimits';
import { createMemoryCounters } from './memoryCounters';
import { log } from '../../config/log';

// Where the expensive-endpoint counters live. One process: in its memory. A cluster worker: in
// the primary (IPC), so the workers share them. With DATABASE_URL, several portal instances
// serve one PostgreSQL: the per-client counters move to the database (rateLimits.ts) and the
// instance's own counters keep only the concurrency cap, which guards this instance's CPU.

/** This process's store: the primary's when it is a cluster worker, else its own memory. */
export function localLimitStore(): LimitStore {
  if (cluster.isWorker && process.send) return ipcLimitStore(process as never);
  const counters = createMemoryCounters();
  return {
    take: async (limitClass, clientKey, limits) => counters.take(limitClass, clientKey, limits),
    release: (lease) => counters.release(lease),
  };
}

const PRUNE_EVERY_MS = 60_000;
/** How long an answer's end waits for its database slot to be given back. */
const RELEASE_WAIT_MS = 2_000;

/** Per-client counters in the database, the concurrency cap in `local`. */
export function databaseLimitStore(db: () => Registry, local: LimitStore): LimitStore {
  // A database slot and the local lease travel together under one number.
  const held = new Map<number, { slotId: number; localLease: number }>();
  let nextLease = 1;
  let prunedAt = 0;
  const unlimited = (limits: GateLimits): GateLimits => ({
    concurrent: limits.concurrent,
    perClient: Number.MAX_SAFE_INTEGER,
    perMinute: Number.MAX_SAFE_INTEGER,
  });
  return {
    async take(limitClass: LimitClass, clientKey: string, limits: GateLimits): Promise<Verdict> {
      const now = Date.now();
      if (now - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now;
        void pruneRateLimits(db(), now).catch(() => {});
      }
      let slot;
      try {
        slot = await takeClientSlot(db(), limitClass, clientKey, limits, now);
      } catch (error) {
        // The database is unreachable: this instance's own counters still hold.
        log.error({ err: error }, 'limits: database counters unavailable');
        return local.take(limitClass, clientKey, limits);
      }
      if (!slot.ok) return { ok: false, status: 429, retryAfterSeconds: slot.retryAfterSeconds };
      const verdict = await local.take(limitClass, clientKey, unlimited(limits));
      if (!verdict.ok) {
        void releaseClientSlot(db(), slot.slotId).catch(() => {});
        return verdict;
      }
      const lease = nextLease++;
      held.set(lease, { slotId: slot.slotId, localLease: verdict.lease });
      return { ok: true, lease };
    },
    release(lease: number) {
      const entry = held.get(lease);
      if (!entry) return;
      held.delete(lease);
      local.release(entry.localLease);
      // The answer's end waits for this (bodyDone.ts), but never longer than a bound: a
      // database that stops answering must not hold a finished download open.
      let timer: NodeJS.Timeout | undefined;
      return Promise.race([
        releaseClientSlot(db(), entry.slotId).catch(() => {}),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, RELEASE_WAIT_MS))),
      ]).finally(() => clearTimeout(timer));
    },
  };
}
