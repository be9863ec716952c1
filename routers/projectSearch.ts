import { projectSearchInput } from '../src/lib/projectQuery';
import { searchProjects } from '../src/registry/projects/projects';
import { publicProcedure, router } from './init';

export const projectSearchRouter = router({
  search: publicProcedure
    .input(projectSearchInput())
    .query(({ ctx, input }) => searchProjects(ctx.db, input)),
});
