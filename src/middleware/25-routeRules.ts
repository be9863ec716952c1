import type { MiddlewareHandler } from 'hono';
import { genericErrorHtml, htmlResponse } from '../lib/errorPage';
import { decideRoute } from '../lib/redirectRules';
import { getRegistry } from '../registry/db';
import { glossaryWordExists } from '../registry/glossary';
import { projectExists } from '../registry/projects';

// Redirect rules and real 404s of spec §2, before rendering (Waku cannot reliably set a status
// from inside a page). A missing project or glossary term is answered by Waku's 404 page
// (src/pages/404.tsx) with status 404, the same page an unmatched route gets.
const NOT_FOUND_PROBE = '/not-found/unmatched-route';

export default function routeRules(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return htmlResponse(genericErrorHtml(400, 'Malformed URL'), 400);
    }
    const decision = decideRoute(pathname, url.search);
    if (decision.kind === 'redirect') return c.redirect(decision.location, 302);
    if (decision.kind === 'pass') return next();
    const db = getRegistry();
    const exists =
      decision.kind === 'project'
        ? await projectExists(db, decision.projectId)
        : await glossaryWordExists(db, decision.code);
    if (exists) return next();
    // Hand Waku a path no route matches: it renders the 404 page with status 404 and marks the
    // HTML (meta httpstatus) so the client router hydrates it as the 404 route, not as this URL.
    c.req.raw = new Request(new URL(NOT_FOUND_PROBE, url), { headers: c.req.raw.headers });
    await next();
  };
}
