import { SyncError } from './errors';
import type { JsonAnswer, UpstreamClient } from './upstreamClient';

// Paged calls of the registry: zero-based pages, the total in X-Total-Count. The Link header's
// URLs drop `sort` and the gateway prefix (contract "Paging"), so every page's URL is built here.

const MAX_PAGES = 100_000;

export function totalCount(headers: Headers): number | undefined {
  const raw = headers.get('x-total-count');
  if (raw === null || !/^\d{1,12}$/.test(raw.trim())) return undefined;
  return Number(raw);
}

export function listOf(answer: JsonAnswer, call: string): unknown[] {
  if (!Array.isArray(answer.body)) throw new SyncError(`${call}: answer is not a list`);
  return answer.body;
}

const firstId = (items: unknown[]) => JSON.stringify((items[0] as { id?: unknown })?.id ?? null);

/**
 * Every item of a paged list, page by page. Stops at the total, at a short or empty page, or
 * when a server that ignores `page` answers the same page again.
 */
export async function* readPages(
  client: UpstreamClient,
  path: (page: number) => string,
  size: number,
): AsyncGenerator<unknown[]> {
  let previousFirst: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const call = path(page);
    const answer = await client.getJson(call);
    const items = listOf(answer, `GET ${call}`);
    if (!items.length) return;
    const first = firstId(items);
    if (page > 0 && first === previousFirst) return;
    previousFirst = first;
    yield items;
    const total = totalCount(answer.headers);
    if (items.length < size || (total !== undefined && (page + 1) * size >= total)) return;
  }
  throw new SyncError(`GET ${path(0)}: more than ${MAX_PAGES} pages`);
}

const SEARCH = '/api/_search/xm-entities';

function searchPath(query: string, page: number, size: number): string {
  const params = new URLSearchParams({
    query,
    page: String(page),
    size: String(size),
    sort: 'id,asc',
  });
  return `${SEARCH}?${params.toString()}`;
}

/** The numeric XM id of a search hit (slices are ranges of it). */
function numericId(item: unknown, call: string): number {
  const id = (item as { id?: unknown } | null)?.id;
  const n = typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new SyncError(`GET ${call}: a project without a numeric id; cannot read in slices`);
  }
  return n;
}

export interface ProjectPages {
  total: number | undefined;
  pages: AsyncGenerator<unknown[]>;
}

/**
 * The project envelopes of the search. Within the result window, plain pages; beyond it (decided
 * from the first page's X-Total-Count, never by failing), slices of the numeric id read
 * `typeKey:PROJECT AND id:>N`, always at page 0, so no request goes deep into the window.
 */
export async function readProjectPages(
  client: UpstreamClient,
  size: number,
  resultWindow: number,
): Promise<ProjectPages> {
  const firstCall = searchPath('typeKey:PROJECT', 0, size);
  const first = await client.getJson(firstCall);
  const firstItems = listOf(first, `GET ${firstCall}`);
  const total = totalCount(first.headers);
  const sliced = total === undefined || total > resultWindow;

  async function* pages(): AsyncGenerator<unknown[]> {
    if (!firstItems.length) return;
    yield firstItems;
    if (firstItems.length < size) return;
    if (!sliced) {
      for (let page = 1; page * size < total!; page++) {
        const call = searchPath('typeKey:PROJECT', page, size);
        const items = listOf(await client.getJson(call), `GET ${call}`);
        if (!items.length) return;
        yield items;
      }
      return;
    }
    let last = Math.max(...firstItems.map((item) => numericId(item, firstCall)));
    for (let slice = 0; slice < MAX_PAGES; slice++) {
      const call = searchPath(`typeKey:PROJECT AND id:>${last}`, 0, size);
      const items = listOf(await client.getJson(call), `GET ${call}`);
      if (!items.length) return;
      const next = Math.max(...items.map((item) => numericId(item, call)));
      if (next <= last) throw new SyncError(`GET ${call}: the id slice did not advance`);
      last = next;
      yield items;
      if (items.length < size) return;
    }
    throw new SyncError(`GET ${firstCall}: more than ${MAX_PAGES} slices`);
  }
  return { total, pages: pages() };
}
