import { paths, screenNames } from '../../lib/routes';

// The main menu of spec §2, in its order. `icon` names a glyph of NavIcon (shown alone in the
// mini variant of the side navigation).
export type MenuIcon =
  | 'home'
  | 'search'
  | 'changes'
  | 'chart'
  | 'news'
  | 'docs'
  | 'api'
  | 'info'
  | 'contact'
  | 'glossary'
  | 'about';

export interface MenuEntry {
  label: string;
  href: string;
  icon: MenuIcon;
  children?: MenuEntry[];
}

export const menuEntries: MenuEntry[] = [
  { label: 'Головна', href: paths.home, icon: 'home' },
  { label: 'Пошук проєктів', href: paths.projects, icon: 'search' },
  // Ours beyond the spec's menu (issue 24): what changed in the registry, with feeds.
  { label: screenNames.changes, href: paths.changes, icon: 'changes' },
  { label: 'Статистика', href: paths.analytics, icon: 'chart' },
  { label: 'Новини', href: paths.news, icon: 'news' },
  { label: 'Нормативна база', href: paths.docs, icon: 'docs' },
  { label: 'API', href: paths.api, icon: 'api' },
  {
    label: 'Довідкова інформація',
    href: paths.faq,
    icon: 'info',
    children: [
      { label: "Роз'яснення", href: paths.faq, icon: 'info' },
      { label: 'Глосарій', href: paths.glossary, icon: 'glossary' },
    ],
  },
  { label: 'Контакти', href: paths.contact, icon: 'contact' },
  { label: 'Глосарій', href: paths.glossary, icon: 'glossary' },
  { label: 'Про портал', href: paths.about, icon: 'about' },
];

/** Whether a menu link points at the page being shown (path plus the home route's `p`). */
export function isCurrentEntry(href: string, path: string, query: string): boolean {
  const target = new URL(href, 'http://portal.invalid');
  const section = new URLSearchParams(query).get('p');
  if (target.pathname === '/') {
    if (path !== '/') return false;
    const wanted = target.searchParams.get('p');
    return wanted ? section === wanted : section !== 'analytics' && section !== 'docs';
  }
  if (target.pathname === '/references/glossary') return path.startsWith('/references/glossary');
  return path === target.pathname || path.startsWith(`${target.pathname}/`);
}

/** Pages under /projects/{id} show the print button (spec §2). */
export function isProjectDetailsPath(path: string): boolean {
  return /^\/projects\/[^/]+$/.test(path);
}
