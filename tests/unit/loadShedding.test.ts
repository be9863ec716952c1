import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createShedder, type WaitSignals } from '../../src/http/middleware/loadShedding';
import { classifyRequests } from '../../src/http/requestClass';

// A worker refuses a new page only when the wait before its render would start is too long:
// renders beyond the slots wait their turn in arrival order, and a busy worker whose renders
// start at once serves everyone. Files and finished renders are not held against it.

const quiet: WaitSignals = { loopDelayMs: () => 0, doorWaitMs: () => 0 };

function app(options: { maxRenders: number; maxWaitMs?: number; signals?: WaitSignals }) {
  const shedder = createShedder(
    {
      maxRenders: options.maxRenders,
      maxWaitMs: options.maxWaitMs ?? 500,
      retryAfterSeconds: 5,
    },
    options.signals ?? quiet,
  );
  const gates: (() => void)[] = [];
  const started: string[] = [];
  const server = new Hono();
  server.use(classifyRequests());
  // A page whose body streams until the test lets it finish.
  server.get(
    '*',
    shedder.guard((c) => {
      started.push(c.req.path);
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('<p>page</p>'));
            gates.push(() => controller.close());
          },
        }),
        { headers: { 'content-type': 'text/html' } },
      );
    }),
  );
  return { shedder, server, gates, started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
/** Turns the loop until `count` renders have started (the guard starts them a turn later). */
async function untilStarted(gates: unknown[], count: number) {
  for (let i = 0; i < 100 && gates.length < count; i++) await tick();
  expect(gates.length).toBe(count);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  it('lets renders beyond the slots wait their turn, in arrival order, and serves them all', async () => {
    const { server, shedder, gates, started } = app({ maxRenders: 2 });
    const answers = ['/a', '/b', '/c', '/d'].map((path) => server.request(path));
    await untilStarted(gates, 2);
    await tick();
    expect(started).toEqual(['/a', '/b']);
    expect(shedder.inFlight()).toBe(2);
    expect(shedder.waiting()).toBe(2);
    const first = await answers[0]!;
    gates[0]!();
    await first.text();
    await untilStarted(gates, 3);
    expect(started).toEqual(['/a', '/b', '/c']);
    for (let i = 1; i < 4; i++) {
      await untilStarted(gates, Math.min(4, i + 2));
      const res = await answers[i]!;
      expect(res.status).toBe(200);
      gates[i]!();
      await res.text();
    }
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect(shedder.inFlight()).toBe(0);
    expect(shedder.refused()).toBe(0);
  });

  it('refuses a page whose expected wait is over SHED_MAX_WAIT_MS, with a Ukrainian 503 and Retry-After', async () => {
    // One slot, a target of 60 ms; a first render of 400 ms brings the average to 76 ms.
    const { server, shedder, gates } = app({ maxRenders: 1, maxWaitMs: 60 });
    const first = server.request('/first');
    await untilStarted(gates, 1);
    await pause(400);
    gates[0]!();
    await (await first).text();
    // A render holds the slot; one waits (nobody ahead of it in line) …
    const holding = server.request('/holding');
    await untilStarted(gates, 2);
    const waiting = server.request('/waiting');
    await tick();
    expect(shedder.waiting()).toBe(1);
    // … a second in line would wait a whole average render: refused at once.
    const refused = await server.request('/projects?page=3');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain('Сервер тимчасово перевантажено');
    expect(shedder.refused()).toBe(1);
    // Static files are never refused nor queued (this one is gates[2]).
    expect((await server.request('/assets/app-1234.js')).status).toBe(200);
    gates[1]!();
    await (await holding).text();
    await untilStarted(gates, 4);
    gates[3]!();
    expect(await (await waiting).text()).toBe('<p>page</p>');
  });

  it('refuses newcomers while the first in line has waited past the target', async () => {
    const { server, gates } = app({ maxRenders: 1, maxWaitMs: 100 });
    const holding = server.request('/holding');
    await untilStarted(gates, 1);
    // The average starts low (40 ms), so one waiter is admitted …
    const waiting = server.request('/waiting');
    await tick();
    await pause(150);
    // … but it has now waited 150 ms: the line stands over the target.
    expect((await server.request('/late')).status).toBe(503);
    gates[0]!();
    await (await holding).text();
    await untilStarted(gates, 2);
    gates[1]!();
    expect(await (await waiting).text()).toBe('<p>page</p>');
    // The line is empty again: served at once.
    const after = server.request('/after');
    await untilStarted(gates, 3);
    gates[2]!();
    expect((await after).status).toBe(200);
  });

  it('counts a render until its body ends or the client goes away', async () => {
    const { server, shedder, gates } = app({ maxRenders: 1 });
    const first = await server.request('/a');
    expect(shedder.inFlight()).toBe(1);
    gates[0]!();
    await first.text();
    expect(shedder.inFlight()).toBe(0);
    const second = await server.request('/c');
    expect(second.status).toBe(200);
    await second.body!.cancel();
    expect(shedder.inFlight()).toBe(0);
  });

  it('gives the portal-wide search half the wait, so it yields first', async () => {
    // The loop is 300 ms behind: a page (target 500) is served, a search (250) refused.
    const lagging = { loopDelayMs: () => 300, doorWaitMs: () => 0 };
    const { server } = app({ maxRenders: 4, signals: lagging });
    const search = await server.request('/search?q=школи');
    const payload = await server.request('/RSC/R/search.txt?query=q%3D1');
    expect([search.status, payload.status]).toEqual([503, 503]);
    const page = await server.request('/projects?page=1');
    expect(page.status).toBe(200);
    await page.body!.cancel();
  });

  it('counts the cluster door and the event loop as part of the wait', async () => {
    for (const [signals, status] of [
      [{ loopDelayMs: () => 0, doorWaitMs: () => 600 }, 503],
      [{ loopDelayMs: () => 600, doorWaitMs: () => 0 }, 503],
      [{ loopDelayMs: () => 40, doorWaitMs: () => 200 }, 200],
    ] as const) {
      const res = await app({ maxRenders: 4, signals }).server.request('/projects?page=2');
      expect(res.status).toBe(status);
      await res.body?.cancel();
    }
  });

  it("counts the door for a connection's first request only: a kept-alive one is past it", async () => {
    const { server } = app({
      maxRenders: 4,
      signals: { loopDelayMs: () => 0, doorWaitMs: () => 600 },
    });
    const socket = {};
    const env = { incoming: { socket } };
    const first = await server.request('/projects?page=1', {}, env);
    expect(first.status).toBe(503);
    expect(first.headers.get('x-shed-reason')).toBe('door');
    const second = await server.request('/projects?page=2', {}, env);
    expect(second.status).toBe(200);
    await second.body!.cancel();
    // Another connection came through the same long line.
    expect(
      (await server.request('/projects?page=3', {}, { incoming: { socket: {} } })).status,
    ).toBe(503);
  });

  it('never refuses one client sending back to back, however busy its loop', async () => {
    const { server, shedder, gates } = app({ maxRenders: 4 });
    for (let i = 0; i < 50; i++) {
      const res = server.request(`/projects?page=${i}`);
      await untilStarted(gates, i + 1);
      // The "render" keeps the loop busy for 5 ms, as a real one would.
      const end = Date.now() + 5;
      while (Date.now() < end);
      gates[i]!();
      expect((await res).status).toBe(200);
      await (await res).text();
    }
    expect(shedder.refused()).toBe(0);
  });

  it('with SHED_MAX_WAIT_MS=0 never refuses', async () => {
    const { server } = app({
      maxRenders: 1,
      maxWaitMs: 0,
      signals: { loopDelayMs: () => 10_000, doorWaitMs: () => 10_000 },
    });
    const res = await server.request('/a');
    expect(res.status).toBe(200);
    await res.body!.cancel();
  });
});
