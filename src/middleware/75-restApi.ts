import type { MiddlewareHandler } from 'hono';
import { createRestApp, ownsPath } from '../rest/app';

// The registry-compatible REST face (/api/_search, /api/xm-entities, /api/functions,
// /api/public/*) and its OpenAPI document (/v2/api-docs). A Hono router rather than Waku file
// routes: Waku ignores `_`-prefixed segments (/api/_search) and serves nothing outside pages
// and /api. Other /api/ paths (tRPC, document files) go on to Waku.
export default function restApi(): MiddlewareHandler {
  const rest = createRestApp();
  return async (c, next) => {
    if (!ownsPath(c.req.path)) return next();
    c.res = await rest.fetch(c.req.raw);
  };
}
