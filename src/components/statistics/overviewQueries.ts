import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../../routers/_app';
import type { StatisticsOverview } from '../../registry/statistics';

// The five `statistics.*` queries behind one view of the board, used on both sides: the page
// fetches them on the server into the request's query client (then hydrated), the board reads
// them from the browser's cache and fetches another state's the same way (one batched request).

type Rpc = TRPCOptionsProxy<AppRouter>;

export async function fetchOverview(
  queryClient: QueryClient,
  trpc: Rpc,
  projectStateId: number | undefined,
): Promise<StatisticsOverview> {
  const input = { projectStateId };
  const [field, executor, creditor, period, withoutExecutor] = await Promise.all([
    queryClient.fetchQuery(trpc.statistics.byField.queryOptions(input)),
    queryClient.fetchQuery(trpc.statistics.byResponsibleExecutor.queryOptions(input)),
    queryClient.fetchQuery(trpc.statistics.byCreditor.queryOptions(input)),
    queryClient.fetchQuery(trpc.statistics.byPeriod.queryOptions(input)),
    queryClient.fetchQuery(trpc.statistics.withoutExecutor.queryOptions(input)),
  ]);
  return { field, executor, creditor, period, withoutExecutor };
}

/** The overview already in the cache (hydrated from the server), or undefined. */
export function cachedOverview(
  queryClient: QueryClient,
  trpc: Rpc,
  projectStateId: number | undefined,
): StatisticsOverview | undefined {
  const input = { projectStateId };
  const field = queryClient.getQueryData(trpc.statistics.byField.queryKey(input));
  const executor = queryClient.getQueryData(trpc.statistics.byResponsibleExecutor.queryKey(input));
  const creditor = queryClient.getQueryData(trpc.statistics.byCreditor.queryKey(input));
  const period = queryClient.getQueryData(trpc.statistics.byPeriod.queryKey(input));
  const withoutExecutor = queryClient.getQueryData(trpc.statistics.withoutExecutor.queryKey(input));
  if (!field || !executor || !creditor || !period || withoutExecutor === undefined)
    return undefined;
  return { field, executor, creditor, period, withoutExecutor };
}
