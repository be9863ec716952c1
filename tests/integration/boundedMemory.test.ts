import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../support/portal';

// A crawler walking the filters makes thousands of distinct, uncached pages. Before
// the fix every server render left timers behind that kept the whole render alive (~125 KB a
// page), so a 96 MB heap ran out after about 450 pages. With nothing outliving its request,
// the same small heap serves any number of them.
const PAGES = 800;
const CONNECTIONS = 8;

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal({
    env: { PAGE_CACHE_MB: '0' },
    nodeArgs: ['--max-old-space-size=96'],
  });
});
afterAll(() => portal.stop());

describe('memory under a crawler', () => {
  it(`renders ${PAGES} distinct uncached list pages in a 96 MB heap and is still the same process`, async () => {
    const pid = portal.process.pid;
    let next = 0;
    const statuses = new Map<number, number>();
    const crawl = async () => {
      while (next < PAGES) {
        const n = next++;
        const res = await fetch(
          `${portal.url}/projects?page=${1 + (n % 5)}&amountFrom=${5_000_000 + n}`,
          { headers: { 'accept-encoding': 'gzip' } },
        );
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, crawl));
    expect(Object.fromEntries(statuses)).toEqual({ 200: PAGES });
    expect(portal.process.exitCode).toBeNull();
    expect(portal.process.pid).toBe(pid);
    expect(portal.output()).not.toMatch(/heap out of memory/i);
  }, 240_000);
});
