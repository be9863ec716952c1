import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createShedder } from '../../src/http/middleware/loadShedding';
import { classifyRequests } from '../../src/http/requestClass';

// An overloaded worker answers a new page at once with 503 and Retry-After instead
// of queueing it; files and finished renders are not held against it.

function app(options: { maxRenders: number; maxRenderMs?: number }) {
  const shedder = createShedder({
    maxRenders: options.maxRenders,
    maxRenderMs: options.maxRenderMs ?? 0,
    maxLagMs: 0,
    retryAfterSeconds: 5,
  });
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
});
