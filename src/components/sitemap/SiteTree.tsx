import type { SitePage } from '../../lib/siteTree';

/** The site map as nested lists, in the order of the main menu. */
export function SiteTree({ pages }: { pages: SitePage[] }) {
  return (
    <ul>
      {pages.map((page, index) => (
        <li key={`${index}-${page.href}`}>
          <a href={page.href}>{page.label}</a>
          {page.children && <SiteTree pages={page.children} />}
        </li>
      ))}
    </ul>
  );
}
