import { HomeSection } from '../components/home/HomeSection';
import { groupDocuments } from '../components/regulatory/groupDocuments';
import { RegulatorySection } from '../components/regulatory/RegulatorySection';
import { AnalyticsSection } from '../components/statistics/AnalyticsSection';
import { homeSection } from '../lib/homeSection';
import { parseStatisticsState } from '../lib/statisticsQuery';
import { getRegistry } from '../registry/database/db';
import { latestNews } from '../registry/content/news';
import { getLastUpdate, listProjectStates } from '../registry/projects/references';
import { listRegulatoryDocuments } from '../registry/content/regulatory';
import { registrySummary } from '../registry/statistics/statistics';
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
      const [, lastUpdate] = await Promise.all([
        fetchOverview(getServerQueryClient(), serverTrpc, choice.stateId),
        getLastUpdate(db),
      ]);
      return (
        <AnalyticsSection
          states={states}
          choice={choice}
          lastUpdate={lastUpdate}
          cacheState={serverCacheState()}
        />
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

export const getConfig = async () => ({ render: 'dynamic' }) as const;
