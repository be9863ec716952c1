import { contactRouter } from './contact';
import { documentsRouter } from './documents';
import { glossaryRouter } from './glossary';
import { router } from './init';
import { newsRouter } from './news';
import { projectRouter } from './project';
import { projectsRouter } from './projects';
import { referencesRouter } from './references';
import { statisticsRouter } from './statistics';

// One router per area, merged here; the client imports only the type.
export const appRouter = router({
  projects: projectsRouter,
  project: projectRouter,
  references: referencesRouter,
  statistics: statisticsRouter,
  news: newsRouter,
  glossary: glossaryRouter,
  documents: documentsRouter,
  contact: contactRouter,
});

export type AppRouter = typeof appRouter;
