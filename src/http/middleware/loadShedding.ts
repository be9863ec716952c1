import type { Handler } from 'hono';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
// their cap, or the event loop lagging past its limit. Cached
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
  retryAfterSeconds: number;
}

const whole = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** SHED_MAX_RENDER_MS (1000), SHED_MAX_RENDERS (6), SHED_MAX_LAG_MS (500), SHED_RETRY_AFTER (5 s). */
export function sheddingOptions(env: NodeJS.ProcessEnv = process.env): SheddingOptions {
  return {
    maxRenderMs: whole(env.SHED_MAX_RENDER_MS, 1000),
    maxRenders: whole(env.SHED_MAX_RENDERS, 6),
    maxLagMs: whole(env.SHED_MAX_LAG_MS, 500),
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

export interface Shedder {
  /** Wraps the screens' handler: refused at once when busy, counted while it renders. */
  guard(render: Handler): Handler;
  /** Requests refused since the process started. */
  refused(): number;
  /** Renders in flight now. */
  inFlight(): number;
}

export function createShedder(options: SheddingOptions = sheddingOptions()): Shedder {
  // Start time of each render in flight (until its body is done), by a per-process serial;
  // a Map keeps insertion order, so the first entry is the oldest.
  const renders = new Map<number, number>();
  let serial = 0;
  let refused = 0;
  const lag = options.maxLagMs > 0 ? lagMonitor() : () => 0;
  const busy = (expensive: boolean) => {
    const share = expensive ? 0.5 : 1;
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
      (options.maxLagMs > 0 && lag() > options.maxLagMs * share)
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
