import type { MiddlewareHandler } from 'hono';
import { exportContentTypes, type ExportFormat } from '../../exports/exportStream';
import { EXPORT_PATH, IATI_ACTIVITIES_PATH } from '../../lib/exportPaths';
import { mediaTypes } from '../../exports/mediaTypes';
import { settings } from '../../config/environment';
import { getRegistry } from '../../registry/database/db';
import {
  EXPORT_LIMITS,
  SEARCH_LIMITS,
  type GateLimits,
  type LimitClass,
  type LimitStore,
} from '../limits/gateLimits';
import { databaseLimitStore, localLimitStore } from '../limits/limitStore';
import { whenBodyDone } from '../bodyDone';
import { requestsLimited } from '../metrics';
import { errorResponse } from '../responses';
import { requestClientKey } from './clientAddress';

// Exports walk the whole registry and REST searches may parse long queries: a few clients could
// keep both cores busy. Each class of expensive endpoint gets a concurrency cap (503 when full)
// and per-client caps on requests in flight and per minute (429), both with Retry-After; the
// counters are the portal's, whichever worker or instance answers (limits/limitStore.ts). A
// slot is held until the response body is finished or the client goes away. `HEAD` on an
// export answers its headers without building the file.

/** The export format a path asks for, or null when it is not an export. */
export function exportFormat(path: string, search: URLSearchParams): ExportFormat | 'xml' | null {
  const page = /^\/api\/projects\/export\.(csv|xlsx)$/.exec(path);
  if (page) return page[1] as ExportFormat;
  // The IATI file of a search walks the registry like the list's CSV (one project is cheap).
  if (path === IATI_ACTIVITIES_PATH) return 'xml';
  if (path === EXPORT_PATH) {
    const format = search.get('format') ?? 'csv';
    return format in exportContentTypes ? (format as ExportFormat) : null;
  }
  return null;
}

function gate(store: LimitStore, limitClass: LimitClass, limits: GateLimits): MiddlewareHandler {
  return async (c, next) => {
    const key = requestClientKey(c.req.raw, c.env);
    const verdict = await store.take(limitClass, key, limits);
    if (!verdict.ok) {
      requestsLimited.inc({ class: limitClass, status: String(verdict.status) });
      const [code, message] =
        verdict.status === 429
          ? ['too_many_requests', 'Забагато запитів; спробуйте пізніше']
          : ['busy', 'Сервер зайнятий; спробуйте пізніше'];
      return errorResponse(verdict.status, code, message, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    }
    const release = () => store.release(verdict.lease);
    try {
      await next();
    } catch (error) {
      void release();
      throw error;
    }
    if (c.res.body) {
      const res = c.res;
      c.res = undefined;
      c.res = new Response(whenBodyDone(res.body!, release), res);
    } else await release();
  };
}

/** The portal's store: the database's with DATABASE_URL (across instances), else this one's. */
function portalLimitStore(): LimitStore {
  const local = localLimitStore();
  return settings().databaseUrl ? databaseLimitStore(getRegistry, local) : local;
}

export function expensiveEndpoints(store: LimitStore = portalLimitStore()): MiddlewareHandler {
  const exports = gate(store, 'export', EXPORT_LIMITS);
  const searches = gate(store, 'search', SEARCH_LIMITS);
  return async (c, next) => {
    const path = c.req.path;
    const format = exportFormat(path, new URL(c.req.url).searchParams);
    if (format) {
      if (c.req.method === 'HEAD') {
        return c.body(null, 200, {
          'content-type': mediaTypes[format],
          'cache-control': 'no-store',
        });
      }
      return exports(c, next);
    }
    if (path === '/api/_search/xm-entities') return searches(c, next);
    return next();
  };
}
