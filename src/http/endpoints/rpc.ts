import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Handler } from 'hono';
import { appRouter } from '../../../routers/_app';
import { createContext } from '../../../routers/init';
import { log } from '../../config/log';
import { corsHeaders } from '../responses';

// The tRPC mount: `/api/trpc/{procedure}` (GET queries, POST batches) for the islands and for
// TypeScript clients (AppRouter).
export const rpc: Handler = (c) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    req: c.req.raw,
    router: appRouter,
    createContext,
    // A batch is a few queries of one screen; a longer one is a request to do much work at once.
    maxBatchSize: 10,
    // Queries are the same public, read-only data as the REST face, readable from any site (a
    // browser app on `ifi-portal-client/react`); mutations (the contact form) stay same-site.
    responseMeta: ({ type }) => (type === 'query' ? { headers: new Headers(corsHeaders) } : {}),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, path }, 'tRPC: failed');
    },
  });
