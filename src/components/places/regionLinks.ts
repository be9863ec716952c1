import type { RegionCode } from '../../lib/regions';

export const REGION_PARAM = 'region';

/**
 * `/projects` filtered to one region, keeping the filters of the search the map summarises
 * (`baseQuery`, a query string of filters with or without `?`); any region, page or map
 * switch of that search is replaced.
 */
export function regionListHref(code: RegionCode, baseQuery = ''): string {
  const params = new URLSearchParams(baseQuery.replace(/^\?/, ''));
  for (const name of [REGION_PARAM, 'page', 'map']) params.delete(name);
  params.append(REGION_PARAM, code);
  params.set('page', '1');
  return `/projects?${params.toString()}`;
}
