import { HomeSection } from '../components/home/HomeSection';
import { groupDocuments } from '../components/regulatory/groupDocuments';
import { RegulatorySection } from '../components/regulatory/RegulatorySection';
import { MAP_PARAM, parseMapMeasure } from '../components/places/mapMeasure';
import { analyticsMapLinks } from '../components/places/regionLinks';
import { RegionMap } from '../components/places/RegionMap';
import { AnalyticsSection } from '../components/statistics/AnalyticsSection';
import { homeSection } from '../lib/homeSection';
import { parseStatisticsState } from '../lib/statisticsQuery';
import { parseProjectQuery } from '../lib/projectQuery';
import { getRegistry } from '../registry/database/db';
import { latestNews } from '../registry/content/news';
import { getLastUpdate, listProjectStates } from '../registry/projects/references';
import { listRegulatoryDocuments } from '../registry/content/regulatory';
import { registrySummary } from '../registry/statistics/statistics';
import { regionTotals } from '../registry/places/regionTotals';
import { fetchOverview } from '../components/statistics/overviewQueries';
import { getServerQueryClient, serverCacheState, serverTrpc } from '../trpc/server';

// The home route carries three screens (spec §2): p=index (the landing), p=analytics
// (statistics) and p=docs (regulatory base); any other p shows the landing. Each screen's data
// is read here, as every page reads its own; the sections only lay it out.
export default async function HomePage({ query }: { query: string }) {
  const params = new URLSearchParams(query);
  const db = getRegistry();
  switch (homeSection(params.get('p'))) {
    case 'analytics': {
      const states = await listProjectStates(db);
      const choice = parseStatisticsState(
        params.get('state'),
        states.map((s) => s.id),
      );
      // The board's figures go into the request's query client, handed over with the board.
      const [, lastUpdate, regions] = await Promise.all([
        fetchOverview(getServerQueryClient(), serverTrpc, choice.stateId),
        getLastUpdate(db),
        regionTotals(db, stateSearch(choice.stateId)),
      ]);
      const stateName = states.find((s) => s.id === choice.stateId)?.name;
      return (
        <AnalyticsSection
          states={states}
          choice={choice}
          lastUpdate={lastUpdate}
          cacheState={serverCacheState()}
        >
          <RegionMap
            totals={regions}
            measure={parseMapMeasure(params.get(MAP_PARAM))}
            scope={stateName ? `проєкти у стані «${stateName}»` : 'проєкти в усіх станах'}
            {...analyticsMapLinks(choice.stateId)}
          />
        </AnalyticsSection>
      );
    }
    case 'docs':
      return <RegulatorySection groups={groupDocuments(await listRegulatoryDocuments(db))} />;
    default: {
      const [summary, news] = await Promise.all([registrySummary(db), latestNews(db, 3)]);
      return <HomeSection summary={summary} news={news} />;
    }
  }
}

/** The search the map of the statistics counts: every project, or those in one state. */
const stateSearch = (stateId: number | undefined) =>
  parseProjectQuery(stateId === undefined ? {} : { projectState: String(stateId) }).query;

export const getConfig = async () => ({ render: 'dynamic' }) as const;
