// The worker's line of renders: at most `slots` run at once and the rest wait in arrival order,
// so how long a page waits before its render starts is measured (not guessed), and what a new
// arrival would wait can be told from the line ahead of it and how long renders take.
// Renders beyond the slots would only share the one event loop: they would all finish later,
// none sooner. Bounded: a line longer than MAX_WAITING is refused by the shedder before it
// gets here, and a slot whose render was never seen to end is taken back after STALE_RENDER_MS.

/** Waiting renders kept at most (each is one pending promise). */
export const MAX_WAITING = 1_000;
/**
 * A render still holding its slot after this is forgotten: a response whose body was dropped
 * without being read or cancelled must not take a slot away for good.
 */
export const STALE_RENDER_MS = 60_000;
/** How much each finished render moves the running average of render times. */
const SMOOTHING = 0.1;
/** The average before any render finished: a list page on a quiet 2-core machine. */
const FIRST_GUESS_MS = 40;

export interface RenderSlot {
  /** Milliseconds the render waited in line before its slot was free. */
  waitedMs: number;
  /** Gives the slot back (more than one call counts once). */
  release(): void;
}

export interface RenderQueue {
  /** Takes a slot when one is free, else waits in line for one. */
  enter(): Promise<RenderSlot>;
  /** Milliseconds a render arriving now would wait for its slot, from the line ahead of it. */
  expectedWaitMs(): number;
  /** How long the first in line has waited so far (0 when nobody waits). */
  oldestWaitMs(): number;
  waiting(): number;
  running(): number;
  /** The running average of render times (slot taken to slot given back). */
  averageRenderMs(): number;
}

interface Waiter {
  arrived: number;
  start: (slot: RenderSlot) => void;
}

export function createRenderQueue(
  slots: number,
  now: () => number = () => performance.now(),
): RenderQueue {
  // Start time of each render holding a slot, by serial; a Map keeps insertion order, so the
  // first entry is the oldest.
  const holding = new Map<number, number>();
  const line: Waiter[] = [];
  let serial = 0;
  let averageMs = FIRST_GUESS_MS;

  const forgetStale = (at: number) => {
    for (const [id, started] of holding) {
      if (at - started <= STALE_RENDER_MS) break;
      holding.delete(id);
    }
  };

  const take = (arrived: number): RenderSlot => {
    const id = ++serial;
    const started = now();
    holding.set(id, started);
    return {
      waitedMs: started - arrived,
      release: () => {
        if (!holding.delete(id)) return;
        averageMs += SMOOTHING * (now() - started - averageMs);
        startNext();
      },
    };
  };

  const startNext = () => {
    forgetStale(now());
    while (holding.size < slots && line.length > 0) {
      const next = line.shift()!;
      next.start(take(next.arrived));
    }
  };

  return {
    enter: () =>
      new Promise((start) => {
        line.push({ arrived: now(), start });
        startNext();
      }),
    // Renders share the loop, so a slot frees every average/slots on average.
    expectedWaitMs: () => (line.length * averageMs) / slots,
    oldestWaitMs: () => (line.length > 0 ? now() - line[0]!.arrived : 0),
    waiting: () => line.length,
    running: () => holding.size,
    averageRenderMs: () => averageMs,
  };
}
