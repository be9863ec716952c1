import { changesInput, PROJECT_HISTORY_LIMIT } from '../src/lib/changesQuery';
import { projectIdInput } from '../src/lib/projectId';
import { listChanges } from '../src/registry/changes/changeList';
import { projectHistory } from '../src/registry/changes/projectHistory';
import { publicProcedure, router } from './init';

// The change history: the same registry functions as /changes, its feed and
// GET /api/changes. `list` pages from 1, like projects.search; bad input is BAD_REQUEST.
export const changesRouter = router({
  list: publicProcedure.input(changesInput()).query(({ ctx, input }) => listChanges(ctx.db, input)),
  ofProject: publicProcedure
    .input(projectIdInput)
    .query(({ ctx, input }) => projectHistory(ctx.db, input.projectId, PROJECT_HISTORY_LIMIT)),
});
