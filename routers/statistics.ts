import { z } from 'zod';
import {
  groupings,
  statisticsGroupings,
  type Grouping,
  type GroupingProcedure,
} from '../src/lib/statisticsGroupings';
import { MAX_STATE_ID } from '../src/lib/statisticsQuery';
import { countWithoutExecutor, groupingLoaders, registrySummary } from '../src/registry/statistics';
import { publicProcedure, router } from './init';

/** Optional project state (spec §7 GROUP-BY-*: "optional projectStateId"); unknown keys rejected. */
export const statisticsInput = z
  .object({
    projectStateId: z
      .number()
      .int()
      .min(1)
      .max(MAX_STATE_ID)
      .optional()
      .describe('Ідентифікатор стану проєкту; без нього — усі стани'),
  })
  .strict()
  .default({});

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
