import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { CLIENT_KEY_HEADER } from '../src/registry/contact/contact';
import { getRegistry, type Registry } from '../src/registry/database/db';

export interface Context {
  db: Registry;
  /** Who is asking, for rate limits (a hash of the client address; see src/http/middleware/clientAddress.ts). */
  clientKey?: string;
}

export function createContext(options?: { req?: Request }): Context {
  return {
    db: getRegistry(),
    clientKey: options?.req?.headers.get(CLIENT_KEY_HEADER) ?? undefined,
  };
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Bad input answers BAD_REQUEST with zod's message; never a stack trace to visitors, and an
  // internal failure (an SQLite error names tables and files) only as a generic message.
  errorFormatter: ({ shape, error }) => {
    const { stack: _stack, ...data } = shape.data;
    const message =
      error.code === 'INTERNAL_SERVER_ERROR' ? 'Внутрішня помилка сервера' : shape.message;
    return { ...shape, message, data };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
