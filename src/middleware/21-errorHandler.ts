import type { MiddlewareHandler } from 'hono';
import { genericErrorHtml, htmlResponse } from '../lib/errorPage';

// Any server error that reaches here (a thrown exception, or Waku's bare "Internal Server
// Error" text) becomes the generic English error page of spec §8: status code (default 500)
// and a message, never a stack trace. Our own HTML error pages (404 page, /error) pass through.
export default function errorHandler(): MiddlewareHandler {
  return async (c, next) => {
    try {
      await next();
    } catch (error) {
      console.error('request failed', c.req.method, c.req.path, error);
      c.res = undefined;
      c.res = htmlResponse(genericErrorHtml(500, 'Internal Server Error'), 500);
      return;
    }
    if (c.error) console.error('request failed', c.req.method, c.req.path, c.error);
    const status = c.res.status;
    const type = c.res.headers.get('content-type') ?? '';
    if (status >= 500 && !type.startsWith('text/html') && !c.req.path.startsWith('/api/')) {
      const message = (await c.res.text()).trim().slice(0, 200) || 'Internal Server Error';
      c.res = undefined;
      c.res = htmlResponse(genericErrorHtml(status, message), status);
    }
  };
}
