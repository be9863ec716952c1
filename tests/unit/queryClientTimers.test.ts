import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../src/trpc/queryClient';

// A server render's query client must not start timers: a timer that outlives the render keeps
// the render's whole async context alive (the leak a crawler walking the filters once caused).
async function timersLeftAfterOneQuery(where: 'browser' | 'server'): Promise<number> {
  const client = makeQueryClient(where);
  await client.fetchQuery({ queryKey: ['projects', 'search', 1], queryFn: async () => ({ n: 1 }) });
  // The render ends: nothing observes the query any more.
  return vi.getTimerCount();
}

describe('query client timers', () => {
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('leaves no timer behind on the server once a render has fetched its data', async () => {
    vi.useFakeTimers();
    expect(await timersLeftAfterOneQuery('server')).toBe(0);
  });

  it('keeps unobserved queries for a while in the browser (a timer collects them later)', async () => {
    vi.useFakeTimers();
    expect(await timersLeftAfterOneQuery('browser')).toBeGreaterThan(0);
  });
});
