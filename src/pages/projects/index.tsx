import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import { ProjectSearch } from '../../components/projects/ProjectSearch';
import { parseProjectQuery } from '../../lib/projectQuery';
import { pageTitle, screenNames } from '../../lib/routes';
import { getRegistry } from '../../registry/db';
import { searchProjects } from '../../registry/projects';
import {
  listCreditors,
  listProjectFields,
  listProjectStates,
  listResponsibleExecutors,
} from '../../registry/references';

// Registry search (spec §2, §3). The query string is the whole state: the server renders the
// results for it, and the search leaf takes over from exactly this result.
export default async function ProjectsPage({ query }: { query: string }) {
  const db = getRegistry();
  const search = query ? `?${query.replace(/^\?/, '')}` : '';
  const { query: parsed } = parseProjectQuery(new URLSearchParams(search));
  const [result, creditors, executors, states, fields] = await Promise.all([
    searchProjects(db, parsed),
    listCreditors(db),
    listResponsibleExecutors(db),
    listProjectStates(db),
    listProjectFields(db),
  ]);
  return (
    <>
      <title>{pageTitle(screenNames.projects)}</title>
      <Breadcrumbs trail={[{ label: screenNames.projects }]} />
      <h1>{screenNames.projects}</h1>
      <ProjectSearch
        initialSearch={search}
        initialResult={result}
        references={{ creditors, executors, states, fields }}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
