import { AnalyticsSection } from '../components/statistics/AnalyticsSection';
import { HomeSection } from '../components/home/HomeSection';
import { RegulatorySection } from '../components/regulatory/RegulatorySection';
import { homeSection } from '../lib/homeSection';

// The home route carries three navigation entries (spec §2): p=index (the landing),
// p=analytics (statistics) and p=docs (regulatory base). Any other p shows the landing.
export default async function HomePage({ query }: { query: string }) {
  const params = new URLSearchParams(query);
  switch (homeSection(params.get('p'))) {
    case 'analytics':
      return <AnalyticsSection state={params.get('state')} />;
    case 'docs':
      return <RegulatorySection />;
    default:
      return <HomeSection />;
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
