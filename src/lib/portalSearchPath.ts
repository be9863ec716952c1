// Where the portal-wide search lives and how long its text may be: plain constants, apart from
// the zod schema that reads `q` (portalSearchQuery.ts), because the header's form is on every
// page and zod would cost every page's first load ~14 KB of JavaScript (gzip).

export const PORTAL_SEARCH_PATH = '/search';
/** The same length as the list's text filter, so «усі N проєктів» can hand the text over. */
export const MAX_PORTAL_QUERY_LENGTH = 200;

export const portalSearchHref = (q: string): string =>
  `${PORTAL_SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;
