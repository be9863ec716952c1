import {
  unstable_getRscParams as getRscParams,
  unstable_getRscPath as getRscPath,
} from 'waku/router/server';

// The path and query of the page being rendered, for the shell (menu highlight, print button,
// the "back" of the preference links). Layouts get no props in Waku, so read the route Waku is
// rendering: "R/_root" is "/", "R/projects" is "/projects" (also for client navigations).
export function requestLocation(): { path: string; query: string } {
  const rscPath = getRscPath() ?? 'R/_root';
  const params = getRscParams();
  let path = rscPath.startsWith('R') ? rscPath.slice(1) : '/';
  if (path === '/_root' || path === '') path = '/';
  else if (path.startsWith('/__')) path = `/_${path.slice(3)}`;
  const query =
    params instanceof URLSearchParams
      ? (params.get('query') ?? '')
      : typeof (params as { query?: unknown } | undefined)?.query === 'string'
        ? (params as { query: string }).query
        : '';
  return { path, query };
}
