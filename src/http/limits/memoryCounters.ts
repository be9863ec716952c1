import type { GateLimits, LimitClass, Verdict } from './gateLimits';

// The counters of the expensive-endpoint limits in one process's memory: a single portal
// process keeps its own, and the cluster's primary keeps them for all its workers (each lease
// remembers its owner, so a worker that dies gives its requests' slots back). Memory is
// bounded: in-flight entries by the concurrency caps, per-minute windows by MAX_TRACKED_CLIENTS.

/** Clients remembered per window; beyond it the window starts afresh (memory stays bounded). */
export const MAX_TRACKED_CLIENTS = 10_000;
const MINUTE_MS = 60_000;

interface ClassCounters {
  inFlight: number;
  perClient: Map<string, number>;
  window: Map<string, number>;
  windowStart: number;
}

export interface MemoryCounters {
  take(limitClass: LimitClass, clientKey: string, limits: GateLimits, owner?: number): Verdict;
  release(lease: number): void;
  /** Gives back every slot a (dead) owner held. */
  releaseOwner(owner: number): void;
  /** Requests in flight, for tests and metrics. */
  inFlight(limitClass: LimitClass): number;
}

export function createMemoryCounters(now: () => number = Date.now): MemoryCounters {
  const classes = new Map<LimitClass, ClassCounters>();
  const leases = new Map<number, { limitClass: LimitClass; clientKey: string; owner: number }>();
  let nextLease = 1;

  const countersOf = (limitClass: LimitClass): ClassCounters => {
    let counters = classes.get(limitClass);
    if (!counters) {
      counters = { inFlight: 0, perClient: new Map(), window: new Map(), windowStart: now() };
      classes.set(limitClass, counters);
    }
    return counters;
  };

  const release = (lease: number) => {
    const held = leases.get(lease);
    if (!held) return;
    leases.delete(lease);
    const counters = countersOf(held.limitClass);
    counters.inFlight -= 1;
    const left = (counters.perClient.get(held.clientKey) ?? 1) - 1;
    if (left > 0) counters.perClient.set(held.clientKey, left);
    else counters.perClient.delete(held.clientKey);
  };

  return {
    take(limitClass, clientKey, limits, owner = 0) {
      const counters = countersOf(limitClass);
      const time = now();
      if (time - counters.windowStart >= MINUTE_MS || counters.window.size > MAX_TRACKED_CLIENTS) {
        counters.window = new Map();
        counters.windowStart = time;
      }
      const started = counters.window.get(clientKey) ?? 0;
      const mine = counters.perClient.get(clientKey) ?? 0;
      if (mine >= limits.perClient) return { ok: false, status: 429, retryAfterSeconds: 5 };
      if (started >= limits.perMinute) {
        const retry = Math.ceil((counters.windowStart + MINUTE_MS - time) / 1000);
        return { ok: false, status: 429, retryAfterSeconds: Math.max(1, retry) };
      }
      if (counters.inFlight >= limits.concurrent) {
        return { ok: false, status: 503, retryAfterSeconds: 5 };
      }
      counters.window.set(clientKey, started + 1);
      counters.inFlight += 1;
      counters.perClient.set(clientKey, mine + 1);
      const lease = nextLease++;
      leases.set(lease, { limitClass, clientKey, owner });
      return { ok: true, lease };
    },
    release,
    releaseOwner(owner) {
      for (const [lease, held] of leases) if (held.owner === owner) release(lease);
    },
    inFlight: (limitClass) => countersOf(limitClass).inFlight,
  };
}
