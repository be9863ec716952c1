import { expect, test } from '@playwright/test';
import { resolveRoute, specRoutes } from './routes';

// The first-load JavaScript budget, as a phone on a slow network pays it: every script a page
// loads before `load` and in the 1.5 s after it (islands included), as sent (gzip), at most
// 100 KB on every route. A size, not a timing: a module that drags a library into the shared
// layout (zod once came in with the header's search form, +14 KB on every page) fails here.
// `npm run bench:bundle` prints the same figures per file.

const BUDGET_KB = 100;
const AFTER_LOAD_MS = 1_500;

test.describe('first-load JavaScript', () => {
  for (const route of specRoutes) {
    test(`${route.path} loads at most ${BUDGET_KB} KB of script (gzip)`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(resolveRoute(route).path, { waitUntil: 'load' });
      await page.waitForTimeout(AFTER_LOAD_MS);
      const kb = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
      expect(sizes.length, 'the page loads its scripts').toBeGreaterThan(0);
      expect(kb, `${kb.toFixed(1)} KB of script`).toBeLessThanOrEqual(BUDGET_KB);
    });
  }
});
