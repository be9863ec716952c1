import { PageHead } from '../../components/layout/PageHead';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import { ProjectSearch } from '../../components/projects/ProjectSearch';
import { parseProjectQuery } from '../../lib/projectQuery';
import { screenDescriptions, screenNames } from '../../lib/routes';
import { getRegistry } from '../../registry/db';
import { getServerQueryClient, HydrateClient, serverTrpc } from '../../trpc/server';
import {
  listCreditors,
  listProjectFields,
  listProjectStates,
  listResponsibleExecutors,
} from '../../registry/references';

// Registry search (spec §2, §3). The query string is the whole state: the server renders the
// results for it, and the search leaf takes over from exactly this result (prefetched into the
// request's query client and handed over by <HydrateClient>).
export default async function ProjectsPage({ query }: { query: string }) {
  const db = getRegistry();
  const search = query ? `?${query.replace(/^\?/, '')}` : '';
  const { query: parsed } = parseProjectQuery(new URLSearchParams(search));
  const [, creditors, executors, states, fields] = await Promise.all([
    getServerQueryClient().fetchQuery(serverTrpc.projects.search.queryOptions(parsed)),
    listCreditors(db),
    listResponsibleExecutors(db),
    listProjectStates(db),
    listProjectFields(db),
  ]);
  return (
    <>
      <PageHead title={screenNames.projects} description={screenDescriptions.projects} />
      <Breadcrumbs trail={[{ label: screenNames.projects }]} />
      <h1>{screenNames.projects}</h1>
      <HydrateClient>
        <ProjectSearch
          initialSearch={search}
          references={{ creditors, executors, states, fields }}
        />
      </HydrateClient>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
