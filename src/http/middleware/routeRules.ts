import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { htmlResponse, oldBrowserHtml } from '../../lib/errorPage';
import { COOKIE_OPTIONS, LOCALE_COOKIE } from '../../lib/preferences';
import { decideRoute, sameOriginPath, ukrainianLocation } from '../../lib/redirectRules';
import { PORTAL_SEARCH_PATH } from '../../lib/portalSearchPath';
import { parsePortalQuery } from '../../lib/portalSearchQuery';
import { getRegistry } from '../../registry/database/db';
import { glossaryWordExists } from '../../registry/content/glossary';
import { removedProject } from '../../registry/changes/projectHistory';
import { projectExists } from '../../registry/projects/projects';
import { requestClassOf } from '../requestClass';
import { renderInstead } from '../wakuRequest';

// Locale and route rules of spec §1–2, decided before rendering (Waku cannot reliably set a
// status from inside a page). Every Location they write is a same-origin path.

/** Internet Explorer 11 and older cannot run the portal: spec §1 gives them one notice only. */
export function isOldInternetExplorer(userAgent: string | undefined): boolean {
  return !!userAgent && /MSIE |Trident\//.test(userAgent);
}

export function oldBrowser(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' && isOldInternetExplorer(c.req.header('user-agent'))) {
      const accept = c.req.header('accept') ?? '';
      if (accept.includes('text/html') || !c.req.path.includes('.')) {
        return htmlResponse(oldBrowserHtml(), 200, { vary: 'User-Agent' });
      }
    }
    await next();
  };
}

/** `/en/...` → the Ukrainian route (same query), remembered in i18n_redirected for 365 days. */
export function englishLocale(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const location = ukrainianLocation(url.pathname, url.search);
    if (!location) return next();
    setCookie(c, LOCALE_COOKIE, 'ua', COOKIE_OPTIONS);
    return c.redirect(location, 302);
  };
}

// A path no route matches: Waku renders its 404 page with status 404 and marks the HTML (meta
// httpstatus) so the client router hydrates it as the 404 route, not as the requested URL.
const NOT_FOUND_PROBE = '/not-found/unmatched-route';

async function renderNotFound(c: Context, next: () => Promise<void>) {
  renderInstead(c, NOT_FOUND_PROBE);
  await next();
}

const STATUS_META = /<meta name="httpstatus" content="200"\/?>/;

/**
 * A page's `<meta name="httpstatus">` for the status it is sent with. Waku writes 200 into every
 * page it renders as a route; a crawler or tool reading the tag must not be told 200 for a 410
 * or a 404. Waku's client router reads the tag only for "404", where it hydrates its own 404
 * route instead of the address: a page rendered as another route answering 404 (`/error`)
 * therefore loses the tag instead of saying 404 (the router then reads the address).
 */
export function withStatusMeta(html: string, status: number): string {
  return html.replace(
    STATUS_META,
    status === 404 ? '' : `<meta name="httpstatus" content="${status}"/>`,
  );
}

/** The page as Waku renders it, with a status Waku cannot set from inside a page. */
async function renderWithStatus(c: Context, next: () => Promise<void>, status: number) {
  await next();
  if (c.res.status !== 200) return;
  const res = c.res;
  const html = res.body && /^text\/html/.test(res.headers.get('content-type') ?? '');
  // These pages are small (a notice and the shell): read whole to correct the status tag.
  const body = html ? withStatusMeta(await res.text(), status) : res.body;
  const headers = new Headers(res.headers);
  if (html) headers.delete('content-length');
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

/**
 * Spec §2 redirects; a real 404 for unknown project ids, glossary codes and `/error`; 410 for
 * the id of a project the registry removed (its page says when, from the change history); 400
 * for a portal search the page refuses.
 */
export function routeRules(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const { kind } = requestClassOf(c);
    const url = new URL(c.req.url);
    // The guard in front answered undecodable paths already.
    const pathname = decodeURIComponent(url.pathname);
    if (pathname === '/error' || pathname === '/error/') return renderWithStatus(c, next, 404);
    // A search the page refuses (too long) is a bad request; the page says why.
    if (pathname === PORTAL_SEARCH_PATH && parsePortalQuery(url.searchParams).kind === 'invalid') {
      return renderWithStatus(c, next, 400);
    }
    // Waku answers a page path with a trailing slash (/news/) with a bare 500: send it to the
    // page's own address instead (API and RSC paths keep theirs).
    if (kind === 'page' && /.\/$/.test(url.pathname)) {
      const bare = url.pathname.replace(/\/+$/, '');
      // A query too long for a redirect target is dropped rather than left to Waku's 500.
      const canonical = sameOriginPath(bare + url.search) ?? sameOriginPath(bare) ?? '/';
      return c.redirect(canonical, 301);
    }
    const decision = decideRoute(pathname, url.search);
    if (decision.kind === 'redirect') {
      return c.redirect(sameOriginPath(decision.location) ?? '/', 302);
    }
    if (decision.kind === 'pass') return next();
    const db = getRegistry();
    const exists =
      decision.kind === 'project'
        ? await projectExists(db, decision.projectId)
        : await glossaryWordExists(db, decision.code);
    if (exists) return next();
    if (decision.kind === 'project' && (await removedProject(db, decision.projectId))) {
      return renderWithStatus(c, next, 410);
    }
    return renderNotFound(c, next);
  };
}
