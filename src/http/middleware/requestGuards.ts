import type { Context, Handler, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_LIMITS } from '../../lib/limits';
import { errorPage, errorResponse } from '../responses';

// Guards that answer a bad request before anything reads it: a clear 4xx instead of a 500 deep
// inside Waku or a router, and no request body read past its limit.

/** 400 for a path that does not percent-decode (`/%E0`): Waku's router would throw on it. */
export function rejectMalformedPath(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.url.slice(c.req.url.indexOf('/', 8)).split('?')[0]!;
    try {
      decodeURIComponent(raw);
    } catch {
      return clientError(
        c,
        400,
        'malformed_url',
        'Шлях запиту містить невірне кодування (%)',
        'Malformed URL',
      );
    }
    return next();
  };
}

function clientError(
  c: Context,
  status: 400 | 413,
  code: string,
  message: string,
  english?: string,
): Response {
  // The rest of a refused body may still be on the wire: do not reuse the connection.
  const headers: Record<string, string> = status === 413 ? { connection: 'close' } : {};
  return c.req.path.startsWith('/api/')
    ? errorResponse(status, code, message, headers)
    : errorPage(status, english, headers);
}

function limited(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => clientError(c, 413, 'body_too_large', `Тіло запиту більше за ${maxSize} байт`),
  });
}

export function bodyLimits(): MiddlewareHandler {
  const rest = limited(BODY_LIMITS.rest);
  const rpc = limited(BODY_LIMITS.rpc);
  const contact = limited(BODY_LIMITS.contact);
  const other = limited(BODY_LIMITS.other);
  return (c, next) => {
    const path = c.req.path;
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || path === '/contact-us') return next();
    if (path.startsWith('/api/trpc')) return rpc(c, next);
    if (path === '/api/message/send2') return contact(c, next);
    if (path.startsWith('/api/')) return rest(c, next);
    return other(c, next);
  };
}

/** The methods Waku's routes serve are GET and HEAD: anything else is 405, never Waku's 500. */
export const methodNotAllowed: Handler = (c) => {
  const allow = { allow: 'GET, HEAD' };
  return c.req.path.startsWith('/api/')
    ? errorResponse(405, 'method_not_allowed', `Метод ${c.req.method} тут не підтримується`, allow)
    : errorPage(405, undefined, allow);
};

/** Waku's /RSC/ payload paths end in `.txt`; another one made its decoder throw (a 500). */
export function rscPayload(render: Handler): Handler {
  return (c, next) => (c.req.path.endsWith('.txt') ? render(c, next) : errorPage(404, 'Not Found'));
}
