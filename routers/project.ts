import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MIN_PROJECT_ID_LENGTH } from '../src/lib/limits';
import { listProjectDocuments } from '../src/registry/documents';
import { getProject } from '../src/registry/projects';
import { getProjectStats } from '../src/registry/projectStats';
import { publicProcedure, router } from './init';

export const projectIdInput = z.object({
  projectId: z
    .string()
    .trim()
    .min(MIN_PROJECT_ID_LENGTH)
    .max(64)
    .regex(/^[\w-]+$/),
});

export const projectRouter = router({
  byId: publicProcedure.input(projectIdInput).query(async ({ ctx, input }) => {
    const project = await getProject(ctx.db, input.projectId);
    if (!project) throw new TRPCError({ code: 'NOT_FOUND', message: 'Проєкт не знайдено' });
    return project;
  }),
  stats: publicProcedure
    .input(projectIdInput)
    .query(({ ctx, input }) => getProjectStats(ctx.db, input.projectId)),
  documents: publicProcedure
    .input(projectIdInput)
    .query(({ ctx, input }) => listProjectDocuments(ctx.db, input.projectId)),
});
