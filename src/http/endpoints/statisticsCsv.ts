import type { Handler } from 'hono';
import { contentDisposition } from '../../exports/contentDisposition';
import { mediaTypes } from '../../exports/mediaTypes';
import { statisticsCsv, statisticsCsvFileName } from '../../exports/statisticsCsv';
import { groupingSchema, parseStatisticsState } from '../../lib/statisticsQuery';
import { getRegistry } from '../../registry/database/db';
import { listProjectStates } from '../../registry/projects/references';
import { groupingLoaders } from '../../registry/statistics/statistics';
import { errorResponse } from '../responses';

// `/api/statistics/{field|executor|creditor|period}.csv[?state=…]`: the CSV of one statistics
// table, the same rows as on `/?p=analytics`. An unknown or malformed state gives all states,
// as the page does; an unknown table is a 404 with the JSON error body of every /api/ answer.
export const statisticsCsvFile: Handler = async (c) => {
  const url = new URL(c.req.url);
  const name = /^\/api\/statistics\/([a-z]+)\.csv$/.exec(url.pathname)?.[1];
  const grouping = groupingSchema().safeParse(name);
  if (!grouping.success) return errorResponse(404, 'not_found', 'Такої таблиці статистики немає.');
  const db = getRegistry();
  const states = await listProjectStates(db);
  const { stateId } = parseStatisticsState(
    url.searchParams.get('state'),
    states.map((s) => s.id),
  );
  const groups = await groupingLoaders[grouping.data](db, stateId);
  return c.body(statisticsCsv(grouping.data, groups), 200, {
    'content-type': mediaTypes.csv,
    'content-disposition': contentDisposition(statisticsCsvFileName(grouping.data, stateId)),
    'cache-control': 'public, max-age=300',
  });
};
