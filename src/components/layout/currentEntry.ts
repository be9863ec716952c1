// Which menu entry is the page being shown. The entries themselves: lib/siteTree.ts.

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

/**
 * The page's location as `<main data-location>` carries it: the shell renders it with the page,
 * so the client can tell when a soft navigation's page is in the DOM (NavigationEffects).
 */
export function pageLocation(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
