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
  const project = PROJECT.exec(pathname);
  if (project) {
    const projectId = project[1]!;
    if ([...projectId].length < MIN_PROJECT_ID_LENGTH) {
      return { kind: 'redirect', location: '/projects?page=1' };
    }
    return { kind: 'project', projectId };
  }
  const term = GLOSSARY_TERM.exec(pathname);
  if (term) {
    const code = term[1]!;
    if ([...code].length < MIN_GLOSSARY_CODE_LENGTH) {
      return { kind: 'redirect', location: '/references/glossary' };
    }
    return { kind: 'glossaryTerm', code };
  }
  return { kind: 'pass' };
}

/** `/en` and `/en/...` → the Ukrainian route with the same query (spec §1), else null. */
export function ukrainianLocation(pathname: string, search: string): string | null {
  const match = /^\/en(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return `${match[1] || '/'}${search}`;
}

/** Only same-site paths may be redirected back to (no "//host" or "/\host" open redirects). */
export function safeBackPath(back: string | null | undefined): string {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return '/';
  return back;
}
