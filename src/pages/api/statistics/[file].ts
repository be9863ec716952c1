import { statisticsCsv, statisticsCsvFileName } from '../../../components/statistics/statisticsCsv';
import { groupingSchema, parseStatisticsState, type Grouping } from '../../../lib/statisticsQuery';
import { contentDisposition } from '../../../lib/downloads';
import { getRegistry } from '../../../registry/db';
import { listProjectStates } from '../../../registry/references';
import {
  groupByCreditor,
  groupByField,
  groupByPeriod,
  groupByResponsibleExecutor,
} from '../../../registry/statistics';

// `/api/statistics/{field|executor|creditor|period}.csv[?state=…]`: the CSV of one statistics
// table, the same rows as on `/?p=analytics`. An unknown or malformed state gives all states,
// as the page does; an unknown table is a plain 404.

const loaders = {
  field: groupByField,
  executor: groupByResponsibleExecutor,
  creditor: groupByCreditor,
  period: groupByPeriod,
} satisfies Record<Grouping, unknown>;

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const name = /^\/api\/statistics\/([a-z]+)\.csv$/.exec(url.pathname)?.[1];
  const grouping = groupingSchema().safeParse(name);
  if (!grouping.success) {
    return new Response('Такої таблиці статистики немає.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const db = getRegistry();
  const states = await listProjectStates(db);
  const { stateId } = parseStatisticsState(
    url.searchParams.get('state'),
    states.map((s) => s.id),
  );
  const groups = await loaders[grouping.data](db, stateId);
  return new Response(statisticsCsv(grouping.data, groups), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition(statisticsCsvFileName(grouping.data, stateId)),
      'cache-control': 'public, max-age=300',
    },
  });
}
