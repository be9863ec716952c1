import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '../../../../routers/_app';
import { createContext } from '../../../../routers/init';

export default function handler(req: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext,
    // A batch is a few queries of one screen; a longer one is a request to do much work at once.
    maxBatchSize: 10,
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`tRPC ${path ?? '?'}:`, error);
    },
  });
}
