import { screens } from '../lib/routes';

// The route a request took, as a template with a bounded set of values (a metrics label): the
// edge's own pattern when an endpoint answered, else the screen's route.

const screenPaths = new Set(
  Object.values(screens).map((screen) => new URL(screen.path, 'http://portal.invalid').pathname),
);

export function routeTemplate(routePath: string, pathname: string): string {
  // An endpoint or the REST face answered: its pattern (`/api/statistics/:file`, `/api/_search/*`).
  if (routePath !== '*' && routePath !== '/*') return routePath;
  if (screenPaths.has(pathname)) return pathname;
  if (/^\/projects\/[^/]+$/.test(pathname)) return '/projects/:project';
  if (/^\/references\/glossary\/[^/]+$/.test(pathname)) return '/references/glossary/:word';
  if (pathname.startsWith('/RSC/')) return '/RSC/*';
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (pathname.startsWith('/data/')) return '/data/*';
  if (pathname.startsWith('/en/') || pathname === '/en') return '/en/*';
  return 'other';
}
