import { FeedAnnouncement } from '../../components/changes/FeedLink';
import { ScreenHeader } from '../../components/layout/ScreenHeader';
import { changesFeedHref, listFeedTitle } from '../../lib/changesQuery';
import { ProjectSearchIsland } from '../../components/projects/ProjectSearchIsland';
import { parseProjectQuery } from '../../lib/projectQuery';
import { getRegistry } from '../../registry/database/db';
import { getServerQueryClient, serverCacheState, serverTrpc } from '../../trpc/server';
import { filterReferences } from '../../registry/projects/references';
import { regionTotals } from '../../registry/places/regionTotals';
import { MAP_PARAM, parseMapMeasure } from '../../components/places/mapMeasure';
import { searchMapLinks } from '../../components/places/regionLinks';
import { RegionMap } from '../../components/places/RegionMap';

// Registry search (spec §2, §3). The query string is the whole state: the server renders the
// results for it, and the search leaf takes over from exactly this result (prefetched into the
// request's query client and handed over as the island's `state`).
export default async function ProjectsPage({ query }: { query: string }) {
  const db = getRegistry();
  const search = query ? `?${query.replace(/^\?/, '')}` : '';
  const { query: parsed } = parseProjectQuery(new URLSearchParams(search));
  // The map of regions sits above the list of a filtered search.
  const filtered = Object.keys(parsed.filters).length > 0;
  const [, references, regions] = await Promise.all([
    getServerQueryClient().fetchQuery(serverTrpc.projects.search.queryOptions(parsed)),
    filterReferences(db),
    filtered ? regionTotals(db, parsed) : undefined,
  ]);
  return (
    <>
      <FeedAnnouncement
        href={changesFeedHref({ filters: parsed.filters })}
        title={listFeedTitle(parsed.filters)}
      />
      <ScreenHeader screen="projects" />
      {regions ? (
        <RegionMap
          totals={regions}
          measure={parseMapMeasure(new URLSearchParams(search).get(MAP_PARAM))}
          scope="проєкти, що відповідають фільтрам пошуку"
          collapsed
          {...searchMapLinks(search)}
        />
      ) : null}
      <ProjectSearchIsland
        state={serverCacheState()}
        initialSearch={search}
        references={references}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
