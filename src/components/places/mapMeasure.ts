import { z } from 'zod';

// What the map shades: the number of projects (default) or their total cost. One map with a
// switch (a GET parameter, `map=amount`) rather than two maps: the geometry is half the page's
// map bytes, and a second copy would double them for a view most readers never open.

export const mapMeasures = ['count', 'amount'] as const;
export type MapMeasure = (typeof mapMeasures)[number];
export const MAP_PARAM = 'map';

const measureSchema = z.enum(mapMeasures).catch('count');

/** `map` from the URL: anything but `amount` shades by count (never an error). */
export const parseMapMeasure = (raw: string | null | undefined): MapMeasure =>
  measureSchema.parse(raw ?? 'count');

/** The same page's address with the map switched to `measure` (count drops the parameter). */
export function measureHref(pathAndQuery: string, measure: MapMeasure, anchor: string): string {
  const [path = '', query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  params.delete(MAP_PARAM);
  if (measure !== 'count') params.set(MAP_PARAM, measure);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#${anchor}`;
}
