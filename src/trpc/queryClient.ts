import { QueryClient, type Query } from '@tanstack/react-query';
import {
  CACHED_NEWS_PAGES,
  CACHED_PROJECT_PAGES,
  CACHED_PROJECT_STATS,
  CACHED_PROJECTS,
} from '../lib/limits';
import { signalRpcActivity } from '../lib/rpcActivity';

// Spec §4/§9: cached pages and items are not fetched again, and the cache keeps at most
// 15 result pages, 15 projects, 15 project stats and 5 news pages (oldest dropped first).
export const cacheLimits: Record<string, number> = {
  'projects.search': CACHED_PROJECT_PAGES,
  'project.byId': CACHED_PROJECTS,
  'project.stats': CACHED_PROJECT_STATS,
  'news.list': CACHED_NEWS_PAGES,
};

/** tRPC query keys start with the procedure path as an array: [['projects', 'search'], …]. */
export function procedurePath(query: Query): string | undefined {
  const first = query.queryKey[0];
  return Array.isArray(first) ? first.join('.') : undefined;
}

export function enforceCacheLimits(client: QueryClient, limits = cacheLimits): void {
  const cache = client.getQueryCache();
  const byPath = new Map<string, Query[]>();
  for (const query of cache.getAll()) {
    const path = procedurePath(query);
    if (path && path in limits) byPath.set(path, [...(byPath.get(path) ?? []), query]);
  }
  for (const [path, queries] of byPath) {
    const max = limits[path] ?? Infinity;
    if (queries.length <= max) continue;
    const oldestFirst = [...queries].sort(
      (a, b) => (a.state.dataUpdatedAt || Infinity) - (b.state.dataUpdatedAt || Infinity),
    );
    for (const query of oldestFirst.slice(0, queries.length - max)) {
      if (query.getObserversCount() === 0) cache.remove(query);
    }
  }
}

/** How long an unobserved query stays in the browser's cache (it outlives soft navigations). */
export const BROWSER_GC_TIME_MS = 30 * 60 * 1000;

/**
 * The query client's settings for where it runs. On the server a finite gcTime would start a
 * timer per query when the render ends, and that timer keeps the whole render (its async
 * context, React request, elements, HTML chunks) alive until it fires: a crawler's thousands of
 * distinct pages exhausted the heap. A server client lives for one render, so it needs no
 * garbage collection of its own (TanStack's server default, Infinity, starts no timer).
 */
export function makeQueryClient(where: 'browser' | 'server'): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: where === 'server' ? Infinity : BROWSER_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated') enforceCacheLimits(client);
  });
  return client;
}

let browserClient: QueryClient | undefined;

/**
 * In the browser one client for the whole visit, so its caches outlive soft navigations (every
 * island shares it); on the server a fresh one for each render, never shared between visitors.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient('server');
  if (!browserClient) {
    const client = makeQueryClient('browser');
    let pending = 0;
    const report = () => {
      const now = client.isFetching() + client.isMutating();
      if (now !== pending) signalRpcActivity((pending = now));
    };
    client.getQueryCache().subscribe(report);
    client.getMutationCache().subscribe(report);
    browserClient = client;
  }
  return browserClient;
}
