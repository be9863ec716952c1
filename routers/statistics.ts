import { z } from 'zod';
import {
  countWithoutExecutor,
  groupByCreditor,
  groupByField,
  groupByPeriod,
  groupByResponsibleExecutor,
  registrySummary,
} from '../src/registry/statistics';
import { publicProcedure, router } from './init';

export const statisticsInput = z.object({
  projectStateId: z.number().int().positive().optional(),
});

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
