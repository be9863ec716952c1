import { listRegulatoryDocuments } from '../src/registry/content/regulatory';
import { publicProcedure, router } from './init';

// The regulatory base (normative documents list, spec "LAWS").
export const regulatoryRouter = router({
  list: publicProcedure.query(({ ctx }) => listRegulatoryDocuments(ctx.db)),
});
