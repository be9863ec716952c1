import { TRPCError } from '@trpc/server';
import { projectIdInput } from '../src/lib/projectId';
import { listProjectDocuments } from '../src/registry/projects/documents';
import { getProject } from '../src/registry/projects/projects';
import { getProjectStats } from '../src/registry/projects/projectStats';
import { publicProcedure, router } from './init';

// One project (spec §7 "Project", "Project stat"). The client caches at most 15 `project.byId`
// and 15 `project.stats` results (src/trpc/queryClient.ts); the project page seeds both.
export { projectIdInput };

export const projectDetailsRouter = router({
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
