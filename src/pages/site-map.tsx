import { PageHead } from '../components/layout/PageHead';
import { Breadcrumbs } from '../components/layout/Breadcrumbs';
import { SiteTree } from '../components/sitemap/SiteTree';
import { screenDescriptions, screenNames } from '../lib/routes';
import { siteTree } from '../lib/siteTree';

export default async function SiteMapPage() {
  return (
    <>
      <PageHead title={screenNames.siteMap} description={screenDescriptions.siteMap} />
      <Breadcrumbs trail={[{ label: screenNames.siteMap }]} />
      <h1>{screenNames.siteMap}</h1>
      <nav aria-label="Мапа сайту">
        <SiteTree pages={siteTree} />
      </nav>
      <p>
        Для пошукових систем: <a href="/sitemap.xml">мапа сайту у форматі XML</a>.
      </p>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
