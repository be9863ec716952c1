import type { SitePage } from '../../lib/siteTree';
import { PageLink } from '../common/PageLink';
import * as styles from './SiteTree.css';

/** The site map as nested lists, in the order of the main menu. */
export function SiteTree({ pages }: { pages: SitePage[] }) {
  return (
    <ul className={styles.tree}>
      {pages.map((page, index) => (
        <li key={`${index}-${page.href}`}>
          <PageLink href={page.href}>{page.label}</PageLink>
          {page.children && <SiteTree pages={page.children} />}
        </li>
      ))}
    </ul>
  );
}
