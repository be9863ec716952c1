import {
  getLastUpdate,
  listCreditors,
  listEventTypes,
  listProjectFields,
  listProjectStates,
  listResponsibleExecutors,
} from '../src/registry/projects/references';
import { publicProcedure, router } from './init';

export const referencesRouter = router({
  projectStates: publicProcedure.query(({ ctx }) => listProjectStates(ctx.db)),
  projectFields: publicProcedure.query(({ ctx }) => listProjectFields(ctx.db)),
  creditors: publicProcedure.query(({ ctx }) => listCreditors(ctx.db)),
  responsibleExecutors: publicProcedure.query(({ ctx }) => listResponsibleExecutors(ctx.db)),
  eventTypes: publicProcedure.query(({ ctx }) => listEventTypes(ctx.db)),
  lastUpdate: publicProcedure.query(({ ctx }) => getLastUpdate(ctx.db)),
});
