import { describe, expect, it } from 'vitest';
import {
  pruneRateLimits,
  releaseClientSlot,
  takeClientSlot,
} from '../../src/registry/limits/rateLimits';
import { sharedTestDatabase, testDialect } from '../support/testRegistry';
import { migrateToLatest } from '../../src/registry/database/db';

// With DATABASE_URL several portal instances share one database, and the per-client
// limits live there, so a client gets at most its limit whichever instance answers.

const limits = { perClient: 2, perMinute: 30 };
const now = Date.UTC(2026, 10, 25, 12, 0, 30);

describe(`per-client limits in the database (${testDialect})`, () => {
  it('let 30 a minute through across two instances racing, and 2 in flight', async () => {
    const shared = await sharedTestDatabase();
    // Two pools on PostgreSQL, as two instances have. SQLite serves one machine (the cluster's
    // primary keeps its limits), and two connections of one thread would wait on each other.
    const first = shared.open();
    const second = testDialect === 'postgres' ? shared.open() : first;
    await migrateToLatest(first);
    const results = await Promise.all(
      Array.from({ length: 45 }, async (_, i) => {
        const db = i % 2 ? first : second;
        const slot = await takeClientSlot(db, 'export', 'client', limits, now);
        if (slot.ok) await releaseClientSlot(db, slot.slotId);
        return slot;
      }),
    );
    // Racing takes may also meet the in-flight cap; none may pass beyond the minute's 30.
    const passed = results.filter((r) => r.ok).length;
    expect(passed).toBeLessThanOrEqual(30);
    expect(passed).toBeGreaterThanOrEqual(2);
    let sequential = passed;
    for (let i = 0; i < 40 && sequential < 30; i++) {
      const slot = await takeClientSlot(first, 'export', 'client', limits, now);
      if (slot.ok) {
        sequential += 1;
        await releaseClientSlot(first, slot.slotId);
      }
    }
    expect(sequential).toBe(30);
    expect(await takeClientSlot(second, 'export', 'client', limits, now)).toEqual({
      ok: false,
      inFlight: false,
      retryAfterSeconds: 30,
    });

    const a = await takeClientSlot(first, 'search', 'client', limits, now);
    const b = await takeClientSlot(second, 'search', 'client', limits, now);
    expect(a.ok && b.ok).toBe(true);
    expect(await takeClientSlot(first, 'search', 'client', limits, now)).toMatchObject({
      ok: false,
      inFlight: true,
    });
    // A slot whose instance died expires; old windows are pruned.
    const later = now + 11 * 60_000;
    expect((await takeClientSlot(first, 'search', 'client', limits, later)).ok).toBe(true);
    await pruneRateLimits(first, later);
    const windows = await first.selectFrom('rateLimitWindows').selectAll().execute();
    expect(windows.map((w) => Number(w.windowStart))).toEqual([later - (later % 60_000)]);
  });
});
