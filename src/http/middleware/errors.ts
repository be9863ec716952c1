import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorPage } from '../responses';

// Errors at the edge. A thrown exception or a bare 5xx (Waku answers "Internal Server Error"
// text, sometimes with the cause) becomes the generic English error page of spec §8: the status
// code and its standard reason phrase — never the internal message (an SQLite or Waku error can
// name files, tables or queries) and never a stack. Our own HTML pages (404, /error) and the
// JSON errors of the APIs pass through.

export const onEdgeError: ErrorHandler = (error, c: Context) => {
  if (error instanceof HTTPException && error.status < 500) {
    return error.res ?? errorPage(error.status);
  }
  console.error('request failed', c.req.method, c.req.path, error);
  return errorPage(500);
};

export function errorPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.error) console.error('request failed', c.req.method, c.req.path, c.error);
    const { status } = c.res;
    const type = c.res.headers.get('content-type') ?? '';
    if (status >= 500 && !type.startsWith('text/html') && !/json/.test(type)) {
      await c.res.body?.cancel();
      c.res = undefined;
      c.res = errorPage(status);
    }
  };
}
