import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../routers/_app';

const portal = process.env.PORTAL_URL ?? 'http://localhost:8080';

const api = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${portal}/api/trpc`, transformer: superjson })],
});

// Inputs and results are typed from the portal's zod schemas: a typo is a compile error.
const creditors = await api.references.creditors.query();
const found = await api.projects.search.query({
  filters: { mfo: creditors[0]!.id },
  sort: { field: 'projectSum', direction: 'desc' },
  page: 1,
});
console.log(`${creditors[0]!.name}: ${found.total} проєктів`);

const biggest = found.rows[0];
if (biggest) {
  const project = await api.project.byId.query({ projectId: biggest.projectId });
  const stats = await api.project.stats.query({ projectId: biggest.projectId });
  console.log(`${project.projectName}: ${project.projectSum} грн, ${stats.length} періодів`);
}
