import type { MiddlewareHandler } from 'hono';
import { log } from '../../config/log';
import { pageCacheRequests, requestDuration } from '../metrics';
import { REQUEST_ID_HEADER, requestIdFor } from '../requestId';
import { routeTemplate } from '../routeTemplate';

// The outermost middleware: gives the request its id, and when the answer has left (or the
// client went away) writes one log line and one observation of the duration histogram:
// request id, method, route template, status, duration, page-cache hit or miss.

interface NodeBindings {
  outgoing?: { once(event: 'close', listener: () => void): unknown };
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId' as never, id as never);
    await next();
    // Headers of a response may be immutable (Waku's): copy before adding ours.
    const res = c.res;
    c.res = undefined;
    c.res = new Response(res.body, res);
    c.res.headers.set(REQUEST_ID_HEADER, id);
    const route = routeTemplate(c.req.routePath, c.req.path);
    const status = c.res.status;
    const cache = c.res.headers.get('x-page-cache') ?? undefined;
    const done = () => {
      const seconds = (performance.now() - started) / 1000;
      requestDuration.observe({ route, status: statusClass(status) }, seconds);
      if (cache === 'hit' || cache === 'miss') pageCacheRequests.inc({ result: cache });
      log.info(
        {
          requestId: id,
          method: c.req.method,
          route,
          path: c.req.path.slice(0, 200),
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(cache ? { cache } : {}),
        },
        'request',
      );
    };
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing) outgoing.once('close', done);
    else done();
  };
}
