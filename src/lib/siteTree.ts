import { paths, screenNames } from './routes';

// Every public page, nested as the main menu of spec §2 orders it; the site map page renders it
// and /sitemap.xml lists it (plus each project and glossary term).

export interface SitePage {
  label: string;
  href: string;
  children?: SitePage[];
}

export const siteTree: SitePage[] = [
  { label: screenNames.home, href: paths.home },
  { label: 'Пошук проєктів', href: paths.projects },
  { label: screenNames.changes, href: paths.changes },
  { label: screenNames.analytics, href: paths.analytics },
  { label: screenNames.news, href: paths.news },
  { label: screenNames.docs, href: paths.docs },
  { label: screenNames.api, href: paths.api },
  {
    label: 'Довідкова інформація',
    href: paths.references,
    children: [
      { label: screenNames.faq, href: paths.faq },
      { label: screenNames.glossary, href: paths.glossary },
    ],
  },
  { label: screenNames.contact, href: paths.contact },
  // The menu lists the glossary twice (under reference information and on its own), so does this.
  { label: screenNames.glossary, href: paths.glossary },
  { label: screenNames.about, href: paths.about },
  { label: screenNames.siteMap, href: paths.siteMap },
];

/** Canonical addresses for /sitemap.xml: no redirecting entries (/references, /projects without a page). */
export function siteMapPaths(): string[] {
  const out: string[] = [];
  const walk = (pages: SitePage[]) => {
    for (const page of pages) {
      if (page.href !== paths.references) out.push(page.href);
      if (page.children) walk(page.children);
    }
  };
  walk(siteTree);
  return [...new Set(out)];
}
