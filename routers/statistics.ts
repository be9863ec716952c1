import {
  groupings,
  statisticsGroupings,
  type Grouping,
  type GroupingProcedure,
} from '../src/lib/statisticsGroupings';
import { statisticsInput } from '../src/registry/schemas';
import {
  countWithoutExecutor,
  groupingLoaders,
  registrySummary,
} from '../src/registry/statistics/statistics';
import { publicProcedure, router } from './init';

const groupingProcedure = (grouping: Grouping) =>
  publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => groupingLoaders[grouping](ctx.db, input.projectStateId));

/** `statistics.byField`, `statistics.byCreditor`, …: one procedure per grouping of the map. */
const groupingProcedures = Object.fromEntries(
  groupings.map((grouping) => [
    statisticsGroupings[grouping].procedure,
    groupingProcedure(grouping),
  ]),
) as Record<GroupingProcedure, ReturnType<typeof groupingProcedure>>;

export const statisticsRouter = router({
  summary: publicProcedure.query(({ ctx }) => registrySummary(ctx.db)),
  ...groupingProcedures,
  withoutExecutor: publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => countWithoutExecutor(ctx.db, input.projectStateId)),
});
