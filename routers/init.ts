import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { getRegistry, type Registry } from '../src/registry/db';

export interface Context {
  db: Registry;
}

export function createContext(): Context {
  return { db: getRegistry() };
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Bad input answers BAD_REQUEST with zod's message; never a stack trace to visitors.
  errorFormatter: ({ shape }) => {
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, data };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
