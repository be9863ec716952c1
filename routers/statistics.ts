import { z } from 'zod';
import {
  countWithoutExecutor,
  groupByCreditor,
  groupByField,
  groupByPeriod,
  groupByResponsibleExecutor,
  registrySummary,
} from '../src/registry/statistics';
import { MAX_STATE_ID } from '../src/lib/statisticsQuery';
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

export const statisticsRouter = router({
  summary: publicProcedure.query(({ ctx }) => registrySummary(ctx.db)),
  byField: publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => groupByField(ctx.db, input.projectStateId)),
  byResponsibleExecutor: publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => groupByResponsibleExecutor(ctx.db, input.projectStateId)),
  byCreditor: publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => groupByCreditor(ctx.db, input.projectStateId)),
  byPeriod: publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => groupByPeriod(ctx.db, input.projectStateId)),
  withoutExecutor: publicProcedure
    .input(statisticsInput)
    .query(({ ctx, input }) => countWithoutExecutor(ctx.db, input.projectStateId)),
});
