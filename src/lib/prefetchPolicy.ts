import { decideRoute } from './redirectRules';

// Spec §9: links are never prefetched offline, on 2g connections or when the visitor asked to
// save data (Network Information API; browsers without it are treated as fast).

export interface ConnectionInfo {
  onLine?: boolean;
  connection?: { saveData?: boolean; effectiveType?: string };
}

export function mayPrefetch(navigatorLike: ConnectionInfo | undefined): boolean {
  if (!navigatorLike) return false;
  if (navigatorLike.onLine === false) return false;
  const connection = navigatorLike.connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

/** Only links to another page of this site: not the current address, not a file or feed. */
export function isPrefetchable(href: string, current: URL): boolean {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return false;
  }
  if (url.origin !== current.origin) return false;
  if (url.pathname === current.pathname && url.search === current.search) return false;
  return isPageHref(url.pathname);
}

/** A same-site page address ('/news', '/projects?page=2'): files, feeds, API routes and other
 *  sites stay plain links (a full load or a download). */
export function isPageHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/, 1)[0]!;
  return !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Where a page link really leads: a route the server redirects (`/references` → the glossary,
 * `/projects` → its first page) is prefetched and soft-navigated at its target, since the
 * redirect rules answer pages, not route payloads (the payload of `/references` is a 404).
 */
export function pageTarget(href: string): string {
  if (!isPageHref(href)) return href;
  const url = new URL(href, 'http://portal.invalid');
  const decision = decideRoute(url.pathname, url.search);
  return decision.kind === 'redirect' ? decision.location + url.hash : href;
}
