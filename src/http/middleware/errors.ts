import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { log } from '../../config/log';
import { requestIdOf } from '../requestId';
import { errorPage } from '../responses';

// Errors at the edge. A thrown exception or a bare 5xx (Waku answers "Internal Server Error"
// text, sometimes with the cause) becomes the generic English error page of spec §8: the status
// code and its standard reason phrase — never the internal message (an SQLite or Waku error can
// name files, tables or queries) and never a stack. Our own HTML pages (404, /error) and the
// JSON errors of the APIs pass through.

// onEdgeError and errorPages both see a thrown error: it is logged once.
const logged = new WeakSet<object>();

function logFailure(c: Context, error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  log.error(
    { err: error, requestId: requestIdOf(c), method: c.req.method, path: c.req.path },
    'request failed',
  );
}

export const onEdgeError: ErrorHandler = (error, c: Context) => {
  if (error instanceof HTTPException && error.status < 500) {
    return error.res ?? errorPage(error.status);
  }
  logFailure(c, error);
  return errorPage(500, undefined, {}, requestIdOf(c));
};

export function errorPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.error) logFailure(c, c.error);
    const { status } = c.res;
    const type = c.res.headers.get('content-type') ?? '';
    if (status >= 500 && !type.startsWith('text/html') && !/json/.test(type)) {
      await c.res.body?.cancel();
      c.res = undefined;
      c.res = errorPage(status, undefined, {}, requestIdOf(c));
    }
  };
}
