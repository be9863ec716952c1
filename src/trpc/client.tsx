'use client';
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import superjson from 'superjson';
import type { AppRouter } from '../../routers/_app';
import { getQueryClient } from './queryClient';

// The client half of tRPC: only the router's type crosses over.
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserTrpcClient: TRPCClient<AppRouter> | undefined;
function getTrpcClient(): TRPCClient<AppRouter> {
  const make = () =>
    createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: '/api/trpc', transformer: superjson })],
    });
  if (typeof window === 'undefined') return make();
  return (browserTrpcClient ??= make());
}

/**
 * Wraps one interactive island (search, statistics, news paging, contact form). Pages without
 * one load no react-query, tRPC or superjson code at all. `state` is what the server page
 * prefetched (see `src/trpc/server.ts`): the island's first render reads it from the cache.
 */
export function RpcIsland({ state, children }: { state?: DehydratedState; children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  const [trpcClient] = useState(getTrpcClient);
  // The page has hydrated (one root): its islands answer input from here on. Tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.islandsReady = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <HydrationBoundary state={state}>{children}</HydrationBoundary>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** The island's module default: `Component` inside its own RpcIsland, with the server's state. */
export function withRpc<P extends object>(Component: ComponentType<P>) {
  function RpcComponent({ state, ...props }: P & { state?: DehydratedState }) {
    return (
      <RpcIsland state={state}>
        <Component {...(props as P)} />
      </RpcIsland>
    );
  }
  return RpcComponent;
}
