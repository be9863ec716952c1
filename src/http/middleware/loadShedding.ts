import type { Handler } from 'hono';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { htmlResponse, overloadedHtml } from '../../lib/errorPage';
import { whenBodyDone } from '../bodyDone';
import { requestsShed } from '../metrics';
import { requestClassOf } from '../requestClass';

// Load shedding: when this worker is already busy rendering, a new page that the page cache
// could not answer gets a fast 503 with Retry-After instead of a place in a queue behind a
// crawler, so the pages it does render come back in time and a citizen's next try succeeds.
// Busy = a render in flight for longer than SHED_MAX_RENDER_MS (the worker's CPU is queued up:
// this bounds the latency of what it does answer, whatever the machine's speed; the page cache
// reads a page as fast as it is made, so a slow client does not count), renders in flight at
// their cap, the event loop lagging past its limit, or the event loop busy nearly all of the
// last second while it rendered pages. That last one is the cluster's: node:cluster's primary
// hands a worker its next connection only once the worker took the previous one, so a worker
// whose renders run to their end without yielding (SQLite answers synchronously) sees one
// request at a time, with the queue in the primary; renders never overlap there and neither
// the cap nor the render time notices, but a loop that never goes idle does. Cached
// pages, static files, /healthz and the APIs never come here: the edge wraps Waku's screens
// only, after the page cache. What a request is (a file, an expensive page) is the edge's
// classification (../requestClass.ts).

export interface SheddingOptions {
  /** Renders in flight in this process at which new ones are refused (0: never). */
  maxRenders: number;
  /** How long the oldest render in flight may have run before new ones are refused (0: never). */
  maxRenderMs: number;
  /** Event-loop delay (p99 over the last quarter second) at which renders are refused (0: never). */
  maxLagMs: number;
  /**
   * Percent of the last second the event loop was busy at which renders are refused, once it
   * rendered at least BUSY_MIN_RENDERS pages in that second (0: never).
   */
  maxBusyPercent: number;
  retryAfterSeconds: number;
}

const whole = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * SHED_MAX_RENDER_MS (1000), SHED_MAX_RENDERS (6), SHED_MAX_LAG_MS (500), SHED_MAX_BUSY (90 %),
 * SHED_RETRY_AFTER (5 s).
 */
export function sheddingOptions(env: NodeJS.ProcessEnv = process.env): SheddingOptions {
  return {
    maxRenderMs: whole(env.SHED_MAX_RENDER_MS, 1000),
    maxRenders: whole(env.SHED_MAX_RENDERS, 6),
    maxLagMs: whole(env.SHED_MAX_LAG_MS, 500),
    maxBusyPercent: Math.min(100, whole(env.SHED_MAX_BUSY, 90)),
    retryAfterSeconds: Math.max(1, whole(env.SHED_RETRY_AFTER, 5)),
  };
}

const LAG_INTERVAL_MS = 250;
/**
 * A render still counted after this is forgotten: a response whose body was dropped without
 * being read or cancelled must not hold a place forever.
 */
const STALE_RENDER_MS = 60_000;

/** The event loop's recent delay: one histogram and one unref'd timer per process. */
function lagMonitor(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lagMs = 0;
  setInterval(() => {
    lagMs = histogram.percentile(99) / 1e6;
    histogram.reset();
  }, LAG_INTERVAL_MS).unref();
  return () => lagMs;
}

const BUSY_STEP_MS = 250;
/** The window is this many steps: one second (up to a step more, as snapshots fall due). */
const BUSY_STEPS = 4;
/**
 * A loop busy for one long render, or for the worker's own start, is not a queue: it counts only
 * with this many renders admitted in the window.
 */
export const BUSY_MIN_RENDERS = 3;
/**
 * Nor is a loop that rested since the previous page request: requests waiting in the primary
 * come back to back (measured: no idle time at all between them), while a visitor's right after
 * a burst finds the loop idle for a few milliseconds at least (the round trip to the client).
 */
export const BUSY_MAX_PAUSE_MS = 1;

export interface Busyness {
  /** Share (0–1) of the last second the event loop was not idle; 0 until a second has passed. */
  utilization: number;
  /** Renders admitted in that second. */
  renders: number;
  /** Milliseconds the loop was idle since the previous page request. */
  pauseMs: number;
}

export interface BusyMonitor {
  admitted(): void;
  /** How busy the loop was, asked once per page request. */
  arrived(): Busyness;
}

/**
 * The event loop's utilisation over the last second, and the renders admitted in it: a snapshot
 * every quarter second, the five newest kept (the oldest is the window's start), one unref'd
 * timer per process. Time the process waits for a CPU counts as busy, as it does for a visitor.
 */
export function busyMonitor(): BusyMonitor {
  let admitted = 0;
  const snapshots: { elu: EventLoopUtilization; admitted: number }[] = [];
  const take = () => {
    snapshots.push({ elu: performance.eventLoopUtilization(), admitted });
    if (snapshots.length > BUSY_STEPS + 1) snapshots.shift();
  };
  take();
  setInterval(take, BUSY_STEP_MS).unref();
  let previous = performance.eventLoopUtilization();
  return {
    admitted: () => {
      admitted += 1;
    },
    arrived: () => {
      const now = performance.eventLoopUtilization();
      const pauseMs = performance.eventLoopUtilization(now, previous).idle;
      previous = now;
      const start = snapshots[0]!;
      if (snapshots.length <= BUSY_STEPS) return { utilization: 0, renders: 0, pauseMs };
      return {
        utilization: performance.eventLoopUtilization(now, start.elu).utilization,
        renders: admitted - start.admitted,
        pauseMs,
      };
    },
  };
}

const idle: BusyMonitor = {
  admitted: () => {},
  arrived: () => ({ utilization: 0, renders: 0, pauseMs: Infinity }),
};

export interface Shedder {
  /** Wraps the screens' handler: refused at once when busy, counted while it renders. */
  guard(render: Handler): Handler;
  /** Requests refused since the process started. */
  refused(): number;
  /** Renders in flight now. */
  inFlight(): number;
}

export function createShedder(
  options: SheddingOptions = sheddingOptions(),
  /** How busy the loop was (tests pass their own). */
  busyness: BusyMonitor = options.maxBusyPercent > 0 ? busyMonitor() : idle,
): Shedder {
  // Start time of each render in flight (until its body is done), by a per-process serial;
  // a Map keeps insertion order, so the first entry is the oldest.
  const renders = new Map<number, number>();
  let serial = 0;
  let refused = 0;
  const lag = options.maxLagMs > 0 ? lagMonitor() : () => 0;
  const loopBusy = (share: number) => {
    const recent = busyness.arrived();
    return (
      recent.renders >= BUSY_MIN_RENDERS &&
      recent.pauseMs <= BUSY_MAX_PAUSE_MS &&
      recent.utilization * 100 >= options.maxBusyPercent * share
    );
  };
  const busy = (expensive: boolean) => {
    const share = expensive ? 0.5 : 1;
    // Asked on every page request, whatever else decides: each one starts the next pause.
    const loop = options.maxBusyPercent > 0 && loopBusy(share);
    const now = Date.now();
    for (const [id, started] of renders) {
      if (now - started <= STALE_RENDER_MS) break;
      renders.delete(id);
    }
    const oldest = renders.values().next().value;
    return (
      (options.maxRenderMs > 0 &&
        oldest !== undefined &&
        now - oldest > options.maxRenderMs * share) ||
      (options.maxRenders > 0 &&
        renders.size >= Math.max(1, Math.ceil(options.maxRenders * share))) ||
      (options.maxLagMs > 0 && lag() > options.maxLagMs * share) ||
      loop
    );
  };
  return {
    guard: (render) => async (c, next) => {
      const { rendered, expensive } = requestClassOf(c);
      if (!rendered) return render(c, next);
      if (busy(expensive)) {
        refused += 1;
        requestsShed.inc();
        return htmlResponse(overloadedHtml(options.retryAfterSeconds), 503, {
          'retry-after': String(options.retryAfterSeconds),
        });
      }
      const id = ++serial;
      renders.set(id, Date.now());
      busyness.admitted();
      const done = () => {
        renders.delete(id);
      };
      try {
        // Admitted now, rendered on the event loop's next turn. A render whose data answers at
        // once (SQLite is synchronous) can run to its end without giving the loop a turn (on
        // Node 24 it does): requests that arrived together would then be read one by one, each
        // finding no render in flight, and wait in the socket buffers instead of being refused.
        // After this, every request already here has been admitted or refused first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const res = (await render(c, next)) as Response | undefined;
        if (!res?.body) {
          done();
          return res;
        }
        return new Response(whenBodyDone(res.body, done), res);
      } catch (error) {
        done();
        throw error;
      }
    },
    refused: () => refused,
    inFlight: () => renders.size,
  };
}
