import type { Context } from 'hono';
import { requestClassOf } from './requestClass';

// The request Waku renders. No middleware changes the incoming request: what the edge decided
// about the render (which route to render, which client hints to ignore) travels in the request's
// context, and this copy is made from both at the last moment, by the handler that calls Waku.

/**
 * Waku's route requests name the elements the client already holds, and Waku leaves out the
 * static ones of those (here only the small element that places layout and page). Dropped before
 * rendering, every route payload is whole and the same for every client: one page-cache entry per
 * page, and a copy the browser keeps matches the next request whatever the client holds.
 */
const SKIP_HEADER = 'x-waku-router-skip';

declare module 'hono' {
  interface ContextVariableMap {
    /** Render this path instead of the requested one (the route rules' 404 page). */
    renderPath: string;
  }
}

/** Tells the handler that calls Waku to render `path` in place of the requested address. */
export function renderInstead(c: Context, path: string): void {
  c.set('renderPath', path);
}

export function wakuRequest(c: Context): Request {
  const raw = c.req.raw;
  const path = c.get('renderPath');
  const payload = requestClassOf(c).kind === 'payload';
  if (!path && !(payload && raw.headers.has(SKIP_HEADER))) return raw;
  const headers = new Headers(raw.headers);
  if (payload) headers.delete(SKIP_HEADER);
  const url = path ? new URL(path, raw.url) : raw.url;
  // Screens are GET and HEAD only (anything else is refused before Waku): no body to carry.
  return new Request(url, { method: raw.method, headers, signal: raw.signal });
}
