import { changesRouter } from './changes';
import { contactRouter } from './contact';
import { glossaryRouter } from './glossary';
import { router } from './init';
import { newsRouter } from './news';
import { projectDetailsRouter } from './projectDetails';
import { projectSearchRouter } from './projectSearch';
import { referencesRouter } from './references';
import { regulatoryRouter } from './regulatory';
import { statisticsRouter } from './statistics';

// One router per area, merged here; the client imports only the type.
export const appRouter = router({
  projects: projectSearchRouter,
  project: projectDetailsRouter,
  references: referencesRouter,
  statistics: statisticsRouter,
  news: newsRouter,
  glossary: glossaryRouter,
  regulatory: regulatoryRouter,
  contact: contactRouter,
  changes: changesRouter,
});

export type AppRouter = typeof appRouter;
