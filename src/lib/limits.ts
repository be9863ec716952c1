// Business constants of spec §9, one place for both sides.
export const PROJECT_PAGE_SIZE = 10;
export const NEWS_PAGE_SIZE = 10;
export const CACHED_PROJECT_PAGES = 15;
export const CACHED_PROJECTS = 15;
export const CACHED_PROJECT_STATS = 15;
export const CACHED_NEWS_PAGES = 5;
export const MIN_PROJECT_ID_LENGTH = 9;
export const MIN_GLOSSARY_CODE_LENGTH = 5;
export const REFERENCE_LIST_LIMIT = 50;
export const BREADCRUMB_LIMIT = 25;
export const BREADCRUMB_CUT = 21;
export const COOKIE_MAX_AGE_SECONDS = 31536000;
export const SPINNER_DELAY_MS = 500;
export const SPINNER_HIDE_DELAY_MS = 230;
export const SCROLL_TOP_AFTER_PX = 400;
/** Spec §9: visible links are prefetched when the browser is idle, at the latest after this. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Spec §9: a loading state, once shown, stays at least this long (no flash). */
export const MIN_FETCH_DISPLAY_MS = 200;

/** Request bodies, bounded before they are read (413 beyond), by who reads them. */
export const BODY_LIMITS = {
  /** REST functions take a few JSON arguments. */
  rest: 16 * 1024,
  /** tRPC: a batch of a few inputs (the contact message is the largest, ≤ 5 000 characters). */
  rpc: 64 * 1024,
  /** The contact form (form or JSON): 5 000 characters percent- or \u-escaped are ~30 KB. */
  contact: 64 * 1024,
  /** Anything else (Waku's /RSC/ requests, unknown paths): nothing legitimate is larger. */
  other: 64 * 1024,
} as const;
