import 'server-only';
import { dehydrate } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { cache } from 'react';
import { appRouter } from '../../routers/_app';
import { createContext } from '../../routers/init';
import { makeQueryClient } from './queryClient';

// The server half of the one way server data reaches client caches (tRPC's RSC pattern): a page
// fetches through `serverTrpc.<procedure>.queryOptions(input)` into the request's query client,
// then hands `serverCacheState()` to its island (components/common/deferredIsland.tsx), whose
// module wraps it in an RpcIsland (`withRpc`) with that state; the island's useQuery with the
// same options finds the data under the same key, so its first render fetches nothing.

/** One query client per server render (React's request cache). */
export const getServerQueryClient = cache(() => makeQueryClient('server'));

export const serverTrpc = createTRPCOptionsProxy({
  ctx: () => createContext(),
  router: appRouter,
  queryClient: getServerQueryClient,
});

/** What this render's query client holds, for an island's `state` (see RpcIsland). */
export const serverCacheState = () => dehydrate(getServerQueryClient());
