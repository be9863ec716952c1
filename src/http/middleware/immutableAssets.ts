import type { MiddlewareHandler } from 'hono';

// Vite names every built script and stylesheet under /assets/ by a hash of its content, so a
// changed file gets a new name: browsers may keep these for a year without asking again.
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export default function immutableAssets(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/assets/') || c.res.status !== 200) return;
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('cache-control', IMMUTABLE_CACHE_CONTROL);
  };
}
