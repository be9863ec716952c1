import { projectQueryString } from '../../lib/projectQuery';
import type { RegionCode } from '../../lib/regions';
import { analyticsHref } from '../../lib/statisticsQuery';
import { measureHref, type MapMeasure } from './mapMeasure';

export const REGION_MAP_ID = 'region-map';

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

/** The map's links on `/?p=analytics[&state=…]`: the list keeps the state. */
export function analyticsMapLinks(stateId: number | undefined) {
  const base = projectQueryString({ filters: { projectState: stateId } });
  return {
    hrefFor: (code: RegionCode) => regionListHref(code, base),
    measureHrefFor: (measure: MapMeasure) =>
      measureHref(analyticsHref(stateId), measure, REGION_MAP_ID),
  };
}

/** The map's links above `/projects?…`: the list keeps the search's filters and sort. */
export function searchMapLinks(search: string) {
  return {
    hrefFor: (code: RegionCode) => regionListHref(code, search),
    measureHrefFor: (measure: MapMeasure) =>
      measureHref(`/projects${search}`, measure, REGION_MAP_ID),
  };
}
