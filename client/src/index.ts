import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import superjson from 'superjson';
import type { AppRouter } from '../../routers/_app';
import type { paths } from '../generated/restPaths';

// The portal's typed client, published as the npm package the portal serves at /api/client.tgz.
// Only types come from the portal's sources (the router and the OpenAPI document); the code
// here is all that runs, on top of @trpc/client, superjson and openapi-fetch.

export type { AppRouter };
/** Every REST path of the portal's OpenAPI document, as openapi-typescript writes it. */
export type RestPaths = paths;
/** Inputs of every RPC procedure: `RpcInputs['projects']['search']`. */
export type RpcInputs = inferRouterInputs<AppRouter>;
/** Results of every RPC procedure: `RpcOutputs['projects']['search']['rows']`. */
export type RpcOutputs = inferRouterOutputs<AppRouter>;

/** The server answers a batch of at most this many procedures (longer ones get 400). */
const MAX_BATCH = 10;

export interface PortalClientOptions {
  /** Another fetch (a proxy, a test double, a runtime without a global fetch). */
  fetch?: typeof globalThis.fetch;
}

export interface PortalClient {
  /** tRPC: `rpc.projects.search.query({ page: 1 })`, every procedure of the router. */
  rpc: TRPCClient<AppRouter>;
  /** REST: `rest.GET('/api/_search/xm-entities', { params: { query: { query: '…' } } })`. */
  rest: Client<paths>;
}

/**
 * Both faces of the portal at `baseUrl` (e.g. `https://portal.example`, with or without a
 * trailing slash): `rpc`, the tRPC client of every procedure, and `rest`, an openapi-fetch
 * client of the REST paths.
 */
export function createPortalClient(
  baseUrl: string,
  options: PortalClientOptions = {},
): PortalClient {
  const origin = baseUrl.replace(/\/+$/, '');
  const rpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/api/trpc`,
        transformer: superjson,
        maxItems: MAX_BATCH,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
  const rest = createClient<paths>({
    baseUrl: origin,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { rpc, rest };
}
