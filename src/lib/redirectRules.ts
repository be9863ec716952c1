import { MIN_GLOSSARY_CODE_LENGTH, MIN_PROJECT_ID_LENGTH } from './limits';

// The route rules of spec §2, decided before rendering (pure, so unit tests read as the spec).
// A rule answers a redirect target, asks for an existence check, or lets the request through.
export type RouteDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'project'; projectId: string }
  | { kind: 'glossaryTerm'; code: string }
  | { kind: 'pass' };

const PROJECT = /^\/projects\/([^/]+)\/?$/;
const GLOSSARY_TERM = /^\/references\/glossary\/([^/]+)\/?$/;

/** `pathname` is already percent-decoded; `search` is the raw query string with its '?'. */
export function decideRoute(pathname: string, search: string): RouteDecision {
  const params = new URLSearchParams(search);
  if (pathname === '/references' || pathname === '/references/') {
    return { kind: 'redirect', location: `/references/glossary${search}` };
  }
  if (pathname === '/projects' || pathname === '/projects/') {
    if (params.has('page')) return { kind: 'pass' };
    params.append('page', '1');
    return { kind: 'redirect', location: `/projects?${params.toString()}` };
  }
  // Spec §2: an id or code shorter than its minimum goes to its list.
  const projectId = PROJECT.exec(pathname)?.[1];
  if (projectId !== undefined) {
    return [...projectId].length < MIN_PROJECT_ID_LENGTH
      ? { kind: 'redirect', location: '/projects?page=1' }
      : { kind: 'project', projectId };
  }
  const code = GLOSSARY_TERM.exec(pathname)?.[1];
  if (code !== undefined) {
    return [...code].length < MIN_GLOSSARY_CODE_LENGTH
      ? { kind: 'redirect', location: '/references/glossary' }
      : { kind: 'glossaryTerm', code };
  }
  return { kind: 'pass' };
}

/** `/en` and `/en/...` → the Ukrainian route with the same query (spec §1), else null. */
export function ukrainianLocation(pathname: string, search: string): string | null {
  const match = /^\/en(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return sameOriginPath(`${match[1] || '/'}${search}`) ?? '/';
}

const BASE = 'http://portal.invalid';

/**
 * The same-origin path a redirect may send the visitor to, or null. The target is read the way
 * a browser reads a Location header (WHATWG URL: tabs and newlines dropped, backslashes are
 * slashes, dot segments resolved), so "//evil", "/\\evil", "/%09/evil", "/\t/evil" and
 * "/.//evil" cannot leave the portal; the result always starts with exactly one slash.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.length > 2000) return null;
  // Control characters are never part of a link the portal wrote.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  if (!URL.canParse(target, BASE)) return null;
  const url = new URL(target, BASE);
  if (url.origin !== BASE) return null;
  const path = `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
  // A second reading must agree (no host can appear after normalisation).
  return new URL(path, BASE).origin === BASE && !/^\/[\\/]/.test(path) ? path : null;
}

/** Where the accessibility toggles send the visitor back: a same-origin path, else home. */
export function safeBackPath(back: string | null | undefined): string {
  return sameOriginPath(back) ?? '/';
}
