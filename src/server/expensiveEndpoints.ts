import type { MiddlewareHandler } from 'hono';
import { errorResponse } from '../rest/errors';
import { IATI_ACTIVITIES_PATH } from '../exports/iati/paths';
import { requestClientKey } from './clientAddress';

// Exports walk the whole registry and REST searches may parse long queries: a few clients could
// keep both cores busy. Each class of expensive endpoint gets a concurrency cap (503 when full),
// a per-client cap on requests in flight and per minute (429), both with Retry-After. A slot is
// held until the response body is finished or the client goes away. `HEAD` on an export answers
// its headers without building the file.

interface GateLimits {
  /** Requests of this class in flight in this process. */
  concurrent: number;
  /** In flight per client. */
  perClient: number;
  /** Started per client per minute. */
  perMinute: number;
}

export const EXPORT_LIMITS: GateLimits = { concurrent: 3, perClient: 2, perMinute: 30 };
export const SEARCH_LIMITS: GateLimits = { concurrent: 16, perClient: 4, perMinute: 600 };

/** Clients remembered per window; beyond it the oldest are forgotten (memory stays bounded). */
const MAX_TRACKED_CLIENTS = 10_000;

const EXPORT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml; charset=utf-8',
};

/** The export format a path asks for, or null when it is not an export. */
export function exportFormat(path: string, search: URLSearchParams): string | null {
  const page = /^\/api\/projects\/export\.(csv|xlsx)$/.exec(path);
  if (page) return page[1]!;
  // The IATI file of a search walks the registry like the list's CSV (one project is cheap).
  if (path === IATI_ACTIVITIES_PATH) return 'xml';
  if (path === '/api/xm-entities/export/') {
    const format = search.get('format') ?? 'csv';
    return format in EXPORT_TYPES ? format : null;
  }
  return null;
}

/** Passes the body through and calls `release` once, when it ends, fails or is cancelled. */
function releasing(body: ReadableStream<Uint8Array>, release: () => void) {
  const reader = body.getReader();
  let released = false;
  const done = () => {
    if (!released) {
      released = true;
      release();
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          done();
          controller.close();
        } else controller.enqueue(chunk.value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    async cancel(reason) {
      done();
      await reader.cancel(reason);
    },
  });
}

function gate(limits: GateLimits): MiddlewareHandler {
  let inFlight = 0;
  const perClient = new Map<string, number>();
  let window = new Map<string, number>();
  let windowStart = Date.now();
  const busy = (status: 429 | 503, message: string, retryAfter: number) => {
    const code = status === 429 ? 'too_many_requests' : 'busy';
    return errorResponse(status, code, message, { 'retry-after': String(retryAfter) });
  };
  return async (c, next) => {
    const now = Date.now();
    if (now - windowStart >= 60_000 || window.size > MAX_TRACKED_CLIENTS) {
      window = new Map();
      windowStart = now;
    }
    const key = requestClientKey(c.req.raw, c.env);
    const started = window.get(key) ?? 0;
    const mine = perClient.get(key) ?? 0;
    const retryIn = Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000));
    if (started >= limits.perMinute || mine >= limits.perClient) {
      return busy(429, 'Забагато запитів; спробуйте пізніше', mine ? 5 : retryIn);
    }
    if (inFlight >= limits.concurrent) return busy(503, 'Сервер зайнятий; спробуйте пізніше', 5);
    window.set(key, started + 1);
    inFlight += 1;
    perClient.set(key, mine + 1);
    const release = () => {
      inFlight -= 1;
      const left = (perClient.get(key) ?? 1) - 1;
      if (left > 0) perClient.set(key, left);
      else perClient.delete(key);
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    if (c.res.body) {
      const res = c.res;
      c.res = undefined;
      c.res = new Response(releasing(res.body!, release), res);
    } else release();
  };
}

export function expensiveEndpoints(): MiddlewareHandler {
  const exports = gate(EXPORT_LIMITS);
  const searches = gate(SEARCH_LIMITS);
  return async (c, next) => {
    const path = c.req.path;
    const format = exportFormat(path, new URL(c.req.url).searchParams);
    if (format) {
      if (c.req.method === 'HEAD') {
        return c.body(null, 200, {
          'content-type': EXPORT_TYPES[format]!,
          'cache-control': 'no-store',
        });
      }
      return exports(c, next);
    }
    if (path === '/api/_search/xm-entities') return searches(c, next);
    return next();
  };
}
