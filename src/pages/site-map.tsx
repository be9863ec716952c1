import { ScreenHeader } from '../components/layout/ScreenHeader';
import { SiteTree } from '../components/sitemap/SiteTree';
import { siteTree } from '../lib/siteTree';

export default async function SiteMapPage() {
  return (
    <>
      <ScreenHeader screen="siteMap" />
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
