import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { settings } from '../../config/environment';
import { preferencesFromCookies } from '../../lib/preferences';
import { getDataVersion } from '../../registry/database/dataVersion';
import { getRegistry } from '../../registry/database/db';
import { scriptTagOffsets } from '../../lib/cspNonce';
import { kyivDay } from '../../lib/kyivDay';
import { bufferedResponse } from '../bufferedBody';
import { watchPageCache } from '../metrics';
import { requestClassOf } from '../requestClass';
import { createSegmentedLru } from './segmentedLru';

// The anonymous page cache. Every visitor is anonymous and the data changes only when the
// registry is synced, so a page (HTML, or the RSC payload of a soft navigation) depends only on
// its path and query, the two preference cookies and the data version. The cache sits inside the
// security-headers middleware: it stores the nonce-free HTML and every copy it serves still gets
// a fresh CSP nonce on the way out (and compression after that).

export const MAX_PATH_LENGTH = 512;
export const MAX_QUERY_LENGTH = 1024;
export const MAX_QUERY_PARAMS = 32;
/** Browsers and proxies may keep a copy but must ask again (ETag) before using it. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/**
 * A route payload (soft navigation) is kept by the visitor's browser for a few minutes: a page
 * visited again in the same session opens without a server round trip. Data changes only with a
 * sync, so a soft navigation may show the previous sync's data for at most this long; a full
 * page load always asks. Private: it varies on the preference cookies, which shared caches
 * should not be trusted to keep apart.
 */
export const PAYLOAD_CACHE_SECONDS = 300;
const PAYLOAD_CACHE_CONTROL = `private, max-age=${PAYLOAD_CACHE_SECONDS}`;

export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  /** Where each response's CSP nonce goes (HTML documents; see bufferedBody.ts). */
  scriptOffsets?: readonly number[];
}

interface KeyInput {
  url: URL;
  cookie: string | null | undefined;
}

/**
 * The cache key of a request, or null when it must not be cached (too long to be a real page).
 * Query parameters are sorted by name so their order does not split the cache; the cookies are
 * reduced to the preferences the pages actually render (`dis`, `font_size`, `side_drawer`;
 * valid values only).
 * Never the Host header: absolute URLs come from PUBLIC_URL.
 */
export function pageCacheKey({ url, cookie }: KeyInput): string | null {
  if (url.pathname.length > MAX_PATH_LENGTH) return null;
  const params = [...url.searchParams];
  if (params.length > MAX_QUERY_PARAMS) return null;
  // Stable sort by name only: repeated names keep their order, which can carry meaning.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  if (query.length > MAX_QUERY_LENGTH) return null;
  const preferences = preferencesFromCookies(cookie);
  // The shell renders the drawer's state too (data-drawer), so it splits the cache as well.
  const shell = `${preferences.accessible ? 'a' : 'n'}${preferences.fontSize}${preferences.drawerOpen ? 'o' : 'c'}`;
  return `${shell} ${url.pathname}?${query}`;
}

function cacheableResponse(res: Response, payload: boolean): boolean {
  if (res.status !== 200 || !res.body) return false;
  const headers = res.headers;
  if (headers.has('set-cookie') || headers.has('content-disposition')) return false;
  if (/no-store|private/i.test(headers.get('cache-control') ?? '')) return false;
  const type = headers.get('content-type') ?? '';
  // Waku's route payloads carry no type here (the server adds text/plain later).
  if (payload) return type === '' || /^text\/(plain|x-component)/.test(type);
  return type.startsWith('text/html');
}

/** Weak: the bytes on the wire differ per response (nonce, compression), the page does not. */
export function entityTag(key: string, body: Uint8Array): string {
  const hash = createHash('sha256').update(key).update(body).digest('base64url');
  return `W/"${hash.slice(0, 27)}"`;
}

export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/** Reads a body up to `limit` bytes; null when it is larger (the caller then streams it). */
async function readBounded(
  res: Response,
  limit: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer> } | { rest: ReadableStream<Uint8Array> }> {
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) {
      // Too big to keep: hand back what was read followed by the rest, unchanged.
      const rest = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
        },
        async pull(controller) {
          const next = await reader.read();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      });
      return { rest };
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

function servePage(
  page: CachedPage,
  req: Request,
  payload: boolean,
  state: 'hit' | 'miss',
): Response {
  const headers = new Headers({
    'content-type': page.contentType,
    etag: page.etag,
    'cache-control': payload ? PAYLOAD_CACHE_CONTROL : PAGE_CACHE_CONTROL,
    'x-page-cache': state,
  });
  if (payload) headers.set('vary', 'cookie');
  if (matchesEtag(req.headers.get('if-none-match'), page.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(page.body.byteLength));
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return bufferedResponse({ bytes: page.body, scriptOffsets: page.scriptOffsets }, { headers });
}

export interface PageCacheOptions {
  /** Memory budget for stored bodies and keys, in bytes; 0 turns the cache off. */
  maxBytes: number;
  /** Told where to read the cache's size and evictions (the metrics). */
  watch?: (stats: () => { bytes: number; entries: number; evictions: number }) => void;
  /** The current data version, read for every request so a sync is seen by every process. */
  readVersion: () => Promise<number>;
}

export function createPageCache(options: PageCacheOptions): MiddlewareHandler {
  const lru = createSegmentedLru<CachedPage>({ maxBytes: options.maxBytes, probationShare: 0.2 });
  options.watch?.(() => lru.stats());
  // One render per key at a time: concurrent misses wait for the first and share its result.
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  let seenVersion: number | null = null;
  const maxEntryBytes = Math.floor(options.maxBytes * 0.2);

  return async (c, next) => {
    const { cacheable, kind } = requestClassOf(c);
    if (options.maxBytes <= 0 || !cacheable) return next();
    const req = c.req.raw;
    const url = new URL(req.url);
    const payload = kind === 'payload';
    const baseKey = pageCacheKey({ url, cookie: req.headers.get('cookie') });
    if (baseKey === null) return next();
    let version: number;
    try {
      version = await options.readVersion();
    } catch {
      return next();
    }
    if (version !== seenVersion) {
      // Pages of older data can never be asked for again: free their memory at once.
      lru.clear();
      seenVersion = version;
    }
    // Pages also show today's date (the print stamp, the footer's year): a new day, new pages.
    const key = `${version} ${kyivDay()} ${baseKey}`;
    const cached = lru.get(key);
    if (cached) {
      c.res = servePage(cached, req, payload, 'hit');
      return;
    }
    const pending = inFlight.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared) {
        c.res = servePage(shared, req, payload, 'hit');
        return;
      }
      return next();
    }
    if (req.method === 'HEAD') return next();

    let settle: (page: CachedPage | null) => void = () => {};
    inFlight.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      await next();
      const res = c.res;
      if (!cacheableResponse(res, payload)) return settle(null);
      const read = await readBounded(res, maxEntryBytes);
      if ('rest' in read) {
        c.res = new Response(read.rest, res);
        return settle(null);
      }
      const contentType =
        res.headers.get('content-type') ?? (payload ? 'text/plain; charset=UTF-8' : 'text/html');
      const page: CachedPage = {
        body: read.bytes,
        contentType,
        etag: entityTag(key, read.bytes),
        ...(contentType.startsWith('text/html')
          ? { scriptOffsets: scriptTagOffsets(read.bytes) }
          : {}),
      };
      lru.set(key, page, page.body.byteLength + key.length * 2 + 256);
      settle(page);
      c.res = undefined;
      c.res = servePage(page, req, payload, 'miss');
    } finally {
      settle(null);
      inFlight.delete(key);
    }
  };
}

export default function pageCache(): MiddlewareHandler {
  return createPageCache({
    // PAGE_CACHE_MB (default 64 MB; 0 turns the cache off).
    maxBytes: settings().pageCacheBytes,
    watch: watchPageCache,
    readVersion: () => getDataVersion(getRegistry()),
  });
}
