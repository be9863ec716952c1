import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  BUSY_MAX_PAUSE_MS,
  BUSY_MIN_RENDERS,
  busyMonitor,
  createShedder,
  sheddingOptions,
  type Busyness,
} from '../../src/http/middleware/loadShedding';
import { classifyRequests } from '../../src/http/requestClass';

// An overloaded worker answers a new page at once with 503 and Retry-After instead
// of queueing it; files and finished renders are not held against it.

function app(options: {
  maxRenders: number;
  maxRenderMs?: number;
  maxBusyPercent?: number;
  busyness?: Busyness;
}) {
  const shedder = createShedder(
    {
      maxRenders: options.maxRenders,
      maxRenderMs: options.maxRenderMs ?? 0,
      maxLagMs: 0,
      maxBusyPercent: options.maxBusyPercent ?? 0,
      retryAfterSeconds: 5,
    },
    // The loop's recent busyness as the test sets it (the real monitor has its own test).
    {
      admitted: () => {},
      arrived: () => options.busyness ?? { utilization: 0, renders: 0, pauseMs: 1_000 },
    },
  );
  const gates: (() => void)[] = [];
  const server = new Hono();
  server.use(classifyRequests());
  // A page whose body streams until the test lets it finish.
  server.get(
    '*',
    shedder.guard(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('<p>page</p>'));
              gates.push(() => controller.close());
            },
          }),
          { headers: { 'content-type': 'text/html' } },
        ),
    ),
  );
  return { shedder, server, gates };
}

describe('load shedding', () => {
  it('refuses a render beyond the cap with a Ukrainian 503 page and Retry-After', async () => {
    const { server, shedder } = app({ maxRenders: 2 });
    const first = await server.request('/projects?page=1');
    const second = await server.request('/news');
    const third = await server.request('/projects?page=2');
    expect([first.status, second.status, third.status]).toEqual([200, 200, 503]);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(await third.text()).toContain('Сервер тимчасово перевантажено');
    expect(shedder.refused()).toBe(1);
    // Static files are never refused.
    expect((await server.request('/assets/app-1234.js')).status).toBe(200);
    await first.body!.cancel();
    await second.body!.cancel();
  });

  it('counts a render until its body ends or the client goes away', async () => {
    const { server, shedder, gates } = app({ maxRenders: 1 });
    const first = await server.request('/a');
    expect(shedder.inFlight()).toBe(1);
    expect((await server.request('/b')).status).toBe(503);
    gates[0]!();
    await first.text();
    expect(shedder.inFlight()).toBe(0);
    const second = await server.request('/c');
    expect(second.status).toBe(200);
    await second.body!.cancel();
    expect(shedder.inFlight()).toBe(0);
  });

  it('refuses new renders while the oldest has run longer than the limit', async () => {
    const { server } = app({ maxRenders: 100, maxRenderMs: 50 });
    const slow = await server.request('/slow');
    const next = await server.request('/next');
    expect(next.status).toBe(200);
    await next.body!.cancel();
    await new Promise((r) => setTimeout(r, 80));
    expect((await server.request('/late')).status).toBe(503);
    await slow.body!.cancel();
    const after = await server.request('/after');
    expect(after.status).toBe(200);
    await after.body!.cancel();
  });

  it('refuses the portal-wide search first, at half of the render cap', async () => {
    const { server } = app({ maxRenders: 4 });
    const first = await server.request('/projects?page=1');
    const second = await server.request('/news');
    // Two renders in flight: half the cap, so a search waits while pages are still served.
    const search = await server.request('/search?q=школи');
    const payload = await server.request('/RSC/R/search.txt?query=q%3D1');
    expect([search.status, payload.status]).toEqual([503, 503]);
    expect(search.headers.get('retry-after')).toBe('5');
    const third = await server.request('/about-portal');
    expect(third.status).toBe(200);
    for (const res of [first, second, third]) await res.body!.cancel();
  });

  it('refuses renders when the loop was busy nearly all of the last second rendering, none in flight', async () => {
    // node:cluster's primary hands a busy worker one connection at a time: its renders never
    // overlap, yet its loop never goes idle.
    const busy = { utilization: 0.95, renders: BUSY_MIN_RENDERS, pauseMs: 0 };
    const shedding = app({ maxRenders: 2, maxBusyPercent: 90, busyness: busy });
    const refused = await shedding.server.request('/projects?page=3');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(shedding.shedder.inFlight()).toBe(0);

    // Less busy than the limit, busy with fewer renders (one long render, the worker's own
    // start), or rested before this request (a visitor right after a burst): served.
    for (const busyness of [
      { utilization: 0.85, renders: 20, pauseMs: 0 },
      { utilization: 1, renders: BUSY_MIN_RENDERS - 1, pauseMs: 0 },
      { utilization: 1, renders: 20, pauseMs: BUSY_MAX_PAUSE_MS + 2 },
    ]) {
      const res = await app({ maxRenders: 2, maxBusyPercent: 90, busyness }).server.request('/a');
      expect(res.status).toBe(200);
      await res.body!.cancel();
    }
    // 0 turns the signal off.
    const off = await app({ maxRenders: 2, maxBusyPercent: 0, busyness: busy }).server.request(
      '/a',
    );
    expect(off.status).toBe(200);
    await off.body!.cancel();
  });

  it('refuses the portal-wide search first, at half the busy limit', async () => {
    const busyness = { utilization: 0.5, renders: BUSY_MIN_RENDERS, pauseMs: 0 };
    const { server } = app({ maxRenders: 100, maxBusyPercent: 90, busyness });
    expect((await server.request('/search?q=школи')).status).toBe(503);
    const page = await server.request('/projects?page=1');
    expect(page.status).toBe(200);
    await page.body!.cancel();
  });

  it('measures how busy the loop was over the last second, and with how many renders', async () => {
    const monitor = busyMonitor();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // No verdict before a whole second is behind it (a worker's start is not a queue).
    expect(monitor.arrived()).toMatchObject({ utilization: 0, renders: 0 });
    await pause(1_400);
    const rested = monitor.arrived();
    expect(rested.utilization).toBeLessThan(0.5);
    expect(rested.pauseMs).toBeGreaterThan(500);
    // Synchronous "renders" back to back for over a second, the loop turning between them.
    const end = Date.now() + 1_400;
    while (Date.now() < end) {
      monitor.admitted();
      const renderEnd = Date.now() + 100;
      while (Date.now() < renderEnd);
      await new Promise((resolve) => setImmediate(resolve));
    }
    monitor.arrived();
    const endBusy = Date.now() + 20;
    while (Date.now() < endBusy);
    const busy = monitor.arrived();
    expect(busy.utilization).toBeGreaterThan(0.9);
    expect(busy.renders).toBeGreaterThanOrEqual(BUSY_MIN_RENDERS);
    // No rest between two requests with the loop working in between.
    expect(busy.pauseMs).toBeLessThanOrEqual(BUSY_MAX_PAUSE_MS);
    // A quiet second later it is idle again.
    await pause(1_400);
    const quiet = monitor.arrived();
    expect(quiet.renders).toBe(0);
    expect(quiet.utilization).toBeLessThan(0.5);
  }, 10_000);

  it('reads SHED_MAX_BUSY as a whole percent, 90 by default, 0 to turn it off', () => {
    expect(sheddingOptions({}).maxBusyPercent).toBe(90);
    expect(sheddingOptions({ SHED_MAX_BUSY: '0' }).maxBusyPercent).toBe(0);
    expect(sheddingOptions({ SHED_MAX_BUSY: '75' }).maxBusyPercent).toBe(75);
    expect(sheddingOptions({ SHED_MAX_BUSY: '250' }).maxBusyPercent).toBe(100);
    expect(sheddingOptions({ SHED_MAX_BUSY: 'lots' }).maxBusyPercent).toBe(90);
  });
});
