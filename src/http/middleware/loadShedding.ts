import type { Handler } from 'hono';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { settings } from '../../config/environment';
import { htmlResponse, overloadedHtml } from '../../lib/errorPage';
import { whenBodyDone } from '../bodyDone';
import { doorWaitMs } from '../doorWait';
import { renderWait, requestsShed } from '../metrics';
import { requestClassOf } from '../requestClass';
import { createRenderQueue, MAX_WAITING, type RenderQueue } from './renderQueue';

// Load shedding decides on waiting, not on being busy. A worker whose loop is busy all the time
// and whose renders start at once is healthy, however many clients keep it so. A new page the
// page cache could not answer is refused (503 + Retry-After) only when the wait before its
// render would start exceeds SHED_MAX_WAIT_MS (half of it for the expensive pages, /search),
// so a crawler's searches give way first. The wait is measured, from three parts:
// - the worker's line: renders run SHED_MAX_RENDERS at a time and the rest wait in arrival
//   order (./renderQueue.ts); a newcomer's wait is the line ahead of it times the average
//   render, and a line whose first has already waited past the target is refused outright;
// - the event loop's delay, which every request waits before it is even read: its mean over
//   half a second, the lower of the last two, so a loop must stay late a whole second (one long
//   render, a garbage collection or a stall of a shared machine is not a queue);
// - the cluster's door: the line of new connections in the primary (../doorWait.ts), for the
//   first request of a connection only: a kept-alive connection (a browser tab, a proxy's pool)
//   is past the door, and refusing it would not shorten the line there.
// Cached pages, static files, /healthz and the APIs never come here: the edge wraps Waku's
// screens only, after the page cache (what a request is: ../requestClass.ts).

export interface SheddingOptions {
  /** Longest expected wait before a render starts; longer is refused (0: never refuse). */
  maxWaitMs: number;
  /** Renders at once in this process; more wait in line (0: no line, no limit). */
  maxRenders: number;
  retryAfterSeconds: number;
}

/** Why a page was refused: the label of `ifi_http_requests_shed_total`. */
export type ShedReason = 'expected_wait' | 'standing_line' | 'loop_delay' | 'door' | 'line_full';

export interface WaitSignals {
  /** Event-loop delay lately (ms: the lower of the means of the last two half seconds). */
  loopDelayMs(): number;
  /** The cluster's door (ms; 0 in a single process). */
  doorWaitMs(): number;
}

const LAG_INTERVAL_MS = 500;
const LAG_RESOLUTION_MS = 10;

/** The event loop's sustained delay: one histogram, one unref'd timer. */
function loopDelayMonitor(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  histogram.enable();
  let previousMs = 0;
  let lastMs = 0;
  setInterval(() => {
    previousMs = lastMs;
    // The histogram counts the timer's own period too.
    lastMs = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - LAG_RESOLUTION_MS) : 0;
    histogram.reset();
  }, LAG_INTERVAL_MS).unref();
  return () => Math.min(previousMs, lastMs);
}

const processSignals = (): WaitSignals => ({ loopDelayMs: loopDelayMonitor(), doorWaitMs });

interface NodeBindings {
  incoming?: { socket?: object };
}

/** Connections that already brought a request (weak: each entry goes with its socket). */
const seenConnections = new WeakSet<object>();

/** Whether this is the first request of its connection, which came through the door. */
function cameThroughTheDoor(env: unknown): boolean {
  const socket = (env as NodeBindings | undefined)?.incoming?.socket;
  if (!socket) return true;
  if (seenConnections.has(socket)) return false;
  seenConnections.add(socket);
  return true;
}

/** Whether a page arriving now may join the line, and if not why. */
export function refusal(
  queue: RenderQueue,
  signals: WaitSignals,
  targetMs: number,
  newConnection = true,
): ShedReason | undefined {
  if (queue.waiting() >= MAX_WAITING) return 'line_full';
  if (newConnection && signals.doorWaitMs() > targetMs) return 'door';
  if (queue.oldestWaitMs() > targetMs) return 'standing_line';
  if (signals.loopDelayMs() > targetMs) return 'loop_delay';
  if (queue.expectedWaitMs() > targetMs) return 'expected_wait';
  return undefined;
}

export interface Shedder {
  /** Wraps the screens' handler: waits its turn, or is refused at once when the wait is too long. */
  guard(render: Handler): Handler;
  /** Requests refused since the process started. */
  refused(): number;
  /** Renders holding a slot now. */
  inFlight(): number;
  /** Renders waiting for a slot now. */
  waiting(): number;
}

export function createShedder(
  options: SheddingOptions = settings().shedding,
  /** The process's wait signals (tests pass their own). */
  signals: WaitSignals = options.maxWaitMs > 0
    ? processSignals()
    : { loopDelayMs: () => 0, doorWaitMs: () => 0 },
): Shedder {
  const queue = createRenderQueue(options.maxRenders > 0 ? options.maxRenders : Infinity);
  let refused = 0;
  return {
    guard: (render) => async (c, next) => {
      const { rendered, expensive } = requestClassOf(c);
      if (!rendered) return render(c, next);
      const targetMs = expensive ? options.maxWaitMs / 2 : options.maxWaitMs;
      const newConnection = cameThroughTheDoor(c.env);
      const reason =
        options.maxWaitMs > 0 ? refusal(queue, signals, targetMs, newConnection) : undefined;
      if (reason) {
        refused += 1;
        requestsShed.inc({ reason });
        return htmlResponse(overloadedHtml(options.retryAfterSeconds), 503, {
          'retry-after': String(options.retryAfterSeconds),
          // For operators and load tests: which wait was too long.
          'x-shed-reason': reason,
        });
      }
      const slot = await queue.enter();
      renderWait.observe(slot.waitedMs / 1000);
      try {
        // A visitor who left while waiting gets nothing rendered.
        if (c.req.raw.signal.aborted) {
          slot.release();
          return new Response(null, { status: 499 });
        }
        // Rendered on the event loop's next turn: a render whose data answers at once can run
        // to its end without giving the loop a turn (on Node 24 it does); after this, every
        // request already here has been read and has joined the line or been refused first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const res = (await render(c, next)) as Response | undefined;
        if (!res?.body) {
          slot.release();
          return res;
        }
        return new Response(whenBodyDone(res.body, slot.release), res);
      } catch (error) {
        slot.release();
        throw error;
      }
    },
    refused: () => refused,
    inFlight: () => queue.running(),
    waiting: () => queue.waiting(),
  };
}
