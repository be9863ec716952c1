import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../routers/_app';
import { createCallerFactory } from '../../routers/init';
import type { Registry } from '../../src/registry/database/db';
import { testRegistry } from '../support/testRegistry';

let db: Registry;
const createCaller = createCallerFactory(appRouter);
let caller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  db = await testRegistry({ projects: 30 });
  caller = createCaller({ db });
}, 60_000);
afterAll(() => db.destroy());

describe('project RPC', () => {
  it('returns a project with its stat periods (oldest first) and documents', async () => {
    const row = await db.selectFrom('projectStats').select('projectId').executeTakeFirstOrThrow();
    const project = await caller.project.byId({ projectId: row.projectId });
    expect(project.projectId).toBe(row.projectId);
    expect(typeof project.isCreditPaid).toBe('boolean');
    const stats = await caller.project.stats({ projectId: row.projectId });
    const periods = stats.map((s) => s.period);
    expect(periods.length).toBeGreaterThan(0);
    expect(periods).toEqual([...periods].sort());
    const documents = await caller.project.documents({ projectId: row.projectId });
    expect(documents.every((d) => d.projectId === row.projectId)).toBe(true);
  });

  it('answers NOT_FOUND for an unknown project and BAD_REQUEST for an id shorter than 9', async () => {
    await expect(caller.project.byId({ projectId: '999999999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const error = await caller.project.byId({ projectId: '12345' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
  });
});
