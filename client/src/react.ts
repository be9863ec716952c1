import { isServer, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { createElement, useState } from 'react';
import type { ReactNode } from 'react';
import superjson from 'superjson';
import type { AppRouter } from '../../routers/_app';

// `ifi-portal-client/react`: tRPC's TanStack React Query integration, typed from the portal's
// router, in the shape tRPC v11 documents (a context with TRPCProvider and useTRPC, a query
// client per server render and one for the browser). React, TanStack Query and tRPC's
// integration are optional peer dependencies: the plain entry pulls none of them.

export type { AppRouter };

/** The server answers a batch of at most this many procedures (as the plain entry). */
const MAX_BATCH = 10;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** A query client for the portal's data: a minute fresh, no refetch on every focus. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * On a server, a new query client per call (one per render: no request sees another's data);
 * in a browser, one for the page's life, so a suspense boundary does not lose its cache.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  return (browserQueryClient ??= makeQueryClient());
}

/** The tRPC client of the portal at `baseUrl`, as the plain entry's `rpc`. */
export function createPortalTRPCClient(
  baseUrl: string,
  options: { fetch?: typeof globalThis.fetch } = {},
): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl.replace(/\/+$/, '')}/api/trpc`,
        transformer: superjson,
        maxItems: MAX_BATCH,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}

export interface PortalProviderProps {
  /** The portal's address, e.g. `https://portal.example`. */
  baseUrl: string;
  /** Your own query client; by default getQueryClient()'s. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** QueryClientProvider and TRPCProvider for the portal at `baseUrl`: wrap the app in it. */
export function PortalProvider({ baseUrl, queryClient, children }: PortalProviderProps) {
  const [client] = useState(() => queryClient ?? getQueryClient());
  const [trpcClient] = useState(() => createPortalTRPCClient(baseUrl));
  return createElement(
    QueryClientProvider,
    { client },
    createElement(TRPCProvider, { trpcClient, queryClient: client, children }),
  );
}
