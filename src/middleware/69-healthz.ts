import type { MiddlewareHandler } from 'hono';
import { getRegistry } from '../registry/db';
import { healthzResponse } from '../server/healthz';

export default function healthz(): MiddlewareHandler {
  return async (c, next) =>
    c.req.path === '/healthz' && c.req.method === 'GET' ? healthzResponse(getRegistry()) : next();
}
