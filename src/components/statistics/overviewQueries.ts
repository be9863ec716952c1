import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../../routers/_app';
import { groupings, statisticsGroupings, type Grouping } from '../../lib/statisticsGroupings';
import type { StatisticsGroup } from '../../registry/schemas';
import type { StatisticsOverview } from '../../registry/statistics/statistics';

// The five `statistics.*` queries behind one view of the board, used on both sides: the page
// fetches them on the server into the request's query client (then hydrated), the board reads
// them from the browser's cache and fetches another state's the same way (one batched request).

type Rpc = TRPCOptionsProxy<AppRouter>;

/** The grouping's procedure (every one takes and returns the same shapes). */
const groupingQuery = (trpc: Rpc, grouping: Grouping) =>
  trpc.statistics[statisticsGroupings[grouping].procedure as 'byField'];

function overview(tables: StatisticsGroup[][], withoutExecutor: number): StatisticsOverview {
  const byGrouping = Object.fromEntries(groupings.map((g, i) => [g, tables[i]!]));
  return { ...(byGrouping as Record<Grouping, StatisticsGroup[]>), withoutExecutor };
}

export async function fetchOverview(
  queryClient: QueryClient,
  trpc: Rpc,
  projectStateId: number | undefined,
): Promise<StatisticsOverview> {
  const input = { projectStateId };
  const [tables, withoutExecutor] = await Promise.all([
    Promise.all(
      groupings.map((grouping) =>
        queryClient.fetchQuery(groupingQuery(trpc, grouping).queryOptions(input)),
      ),
    ),
    queryClient.fetchQuery(trpc.statistics.withoutExecutor.queryOptions(input)),
  ]);
  return overview(tables, withoutExecutor);
}

/** The overview already in the cache (hydrated from the server), or undefined. */
export function cachedOverview(
  queryClient: QueryClient,
  trpc: Rpc,
  projectStateId: number | undefined,
): StatisticsOverview | undefined {
  const input = { projectStateId };
  const tables = groupings.map((grouping) =>
    queryClient.getQueryData(groupingQuery(trpc, grouping).queryKey(input)),
  );
  const withoutExecutor = queryClient.getQueryData(trpc.statistics.withoutExecutor.queryKey(input));
  if (tables.some((table) => !table) || withoutExecutor === undefined) return undefined;
  return overview(tables as StatisticsGroup[][], withoutExecutor);
}
