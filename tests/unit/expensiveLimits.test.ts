import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { answerCounterRequest, ipcLimitStore } from '../../src/http/limits/clusterCounters';
import { EXPORT_LIMITS } from '../../src/http/limits/gateLimits';
import { createMemoryCounters } from '../../src/http/limits/memoryCounters';

// The expensive-endpoint limits are the portal's. One set of counters (the cluster's
// primary) answers every worker over IPC; a dead worker's slots go back.

describe('the counters', () => {
  it('allows 30 exports a minute per client, then 429 with the seconds to the next window', () => {
    let now = 1_000_000;
    const counters = createMemoryCounters(() => now);
    const verdicts = Array.from({ length: 31 }, () => {
      const verdict = counters.take('export', 'client-a', EXPORT_LIMITS);
      if (verdict.ok) counters.release(verdict.lease);
      return verdict;
    });
    expect(verdicts.filter((v) => v.ok)).toHaveLength(30);
    expect(verdicts[30]).toEqual({ ok: false, status: 429, retryAfterSeconds: 60 });
    expect(counters.take('export', 'client-b', EXPORT_LIMITS).ok).toBe(true);
    now += 60_000;
    expect(counters.take('export', 'client-a', EXPORT_LIMITS).ok).toBe(true);
  });

  it('holds 2 in flight per client and 3 in all (503), and gives back a dead owner’s slots', () => {
    const counters = createMemoryCounters();
    const a1 = counters.take('export', 'a', EXPORT_LIMITS, 1);
    const a2 = counters.take('export', 'a', EXPORT_LIMITS, 1);
    expect(counters.take('export', 'a', EXPORT_LIMITS, 2)).toMatchObject({
      ok: false,
      status: 429,
    });
    expect(counters.take('export', 'b', EXPORT_LIMITS, 2).ok).toBe(true);
    expect(counters.take('export', 'c', EXPORT_LIMITS, 2)).toMatchObject({
      ok: false,
      status: 503,
    });
    expect(a1.ok && a2.ok).toBe(true);
    counters.releaseOwner(1);
    expect(counters.inFlight('export')).toBe(1);
    expect(counters.take('export', 'a', EXPORT_LIMITS, 2).ok).toBe(true);
  });
});

/** Two workers and a primary joined by in-memory channels, as node:cluster joins them. */
function cluster() {
  const counters = createMemoryCounters();
  const worker = (owner: number) => {
    const fromPrimary = new EventEmitter();
    const channel = {
      send: (message: unknown) =>
        queueMicrotask(() =>
          answerCounterRequest(counters, owner, message, (reply) =>
            fromPrimary.emit('message', reply),
          ),
        ),
      on: (event: 'message', listener: (m: unknown) => void) => fromPrimary.on(event, listener),
    };
    return ipcLimitStore(channel);
  };
  return { counters, workers: [worker(1), worker(2)] };
}

describe('the limits of a cluster', () => {
  it('count one client’s exports across workers: 45 requests, 30 pass', async () => {
    const { workers } = cluster();
    const verdicts = [];
    for (let i = 0; i < 45; i++) {
      const store = workers[i % 2]!;
      const verdict = await store.take('export', 'client', EXPORT_LIMITS);
      if (verdict.ok) store.release(verdict.lease);
      verdicts.push(verdict);
    }
    expect(verdicts.filter((v) => v.ok)).toHaveLength(30);
    expect(verdicts.filter((v) => !v.ok && v.status === 429)).toHaveLength(15);
  });

  it('falls back to the worker’s own counters when the primary does not answer', async () => {
    vi.useFakeTimers();
    try {
      const silent = ipcLimitStore({ send: () => true, on: () => undefined });
      const pending = silent.take('export', 'client', EXPORT_LIMITS);
      await vi.advanceTimersByTimeAsync(2_000);
      const verdict = await pending;
      expect(verdict.ok).toBe(true);
      if (verdict.ok) expect(verdict.lease).toBeLessThan(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts by itself at once when the question cannot be sent (the worker is disconnected)', async () => {
    const closed = ipcLimitStore({
      send: (_message, callback) => queueMicrotask(() => callback(new Error('Channel closed'))),
      on: () => undefined,
    });
    const started = performance.now();
    const verdict = await closed.take('export', 'client', EXPORT_LIMITS);
    expect(verdict.ok && verdict.lease).toBeLessThan(0);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('ignores messages that are not its own', () => {
    const counters = createMemoryCounters();
    const replies: unknown[] = [];
    for (const message of [null, 'x', { type: 'ifi:limits:take', id: 'one' }, { type: 'other' }]) {
      answerCounterRequest(counters, 1, message, (m) => replies.push(m));
    }
    expect(replies).toEqual([]);
  });
});
