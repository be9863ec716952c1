import { mainMenu, paths, screens, type MenuIcon, type MenuItem } from './routes';

// The main menu and the site tree, both read from the route table (routes.ts): the side
// navigation renders the menu, the site map page the tree, and /sitemap.xml lists the tree's
// addresses (plus each project and glossary term).

export interface MenuEntry {
  label: string;
  href: string;
  icon: MenuIcon;
  children?: MenuEntry[];
}

export interface SitePage {
  label: string;
  href: string;
  children?: SitePage[];
}

const label = (item: MenuItem) => item.label ?? screens[item.screen].name;

function menuEntry(item: MenuItem): MenuEntry {
  const children = item.children?.map(menuEntry);
  return {
    label: label(item),
    // A group's own link opens its first page.
    href: children?.[0]?.href ?? screens[item.screen].path,
    icon: item.icon,
    ...(children ? { children } : {}),
  };
}

function sitePage(item: MenuItem): SitePage {
  return {
    label: label(item),
    href: screens[item.screen].path,
    ...(item.children ? { children: item.children.map(sitePage) } : {}),
  };
}

/** The main menu of spec §2, in its order. */
export const menuEntries: MenuEntry[] = mainMenu.map(menuEntry);

/**
 * Every public page, nested as the main menu orders it, then the portal-wide search (in the
 * header, not the menu) and the site map itself.
 */
export const siteTree: SitePage[] = [
  ...mainMenu.map(sitePage),
  sitePage({ screen: 'search', icon: 'search', label: 'Пошук по порталу' }),
  sitePage({ screen: 'siteMap', icon: 'info' }),
];

/** Not in /sitemap.xml: a redirect (/references) and the search results robots.txt disallows. */
const notForCrawlers = new Set<string>([paths.references, paths.search]);

/** Canonical addresses for /sitemap.xml: no redirecting entries (/references, /projects without a page). */
export function siteMapPaths(): string[] {
  const out: string[] = [];
  const walk = (pages: SitePage[]) => {
    for (const page of pages) {
      if (!notForCrawlers.has(page.href)) out.push(page.href);
      if (page.children) walk(page.children);
    }
  };
  walk(siteTree);
  return [...new Set(out)];
}
