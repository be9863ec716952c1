import { expect, test, type Page } from '@playwright/test';
import { menuEntries } from '../../src/lib/siteTree';
import { specRoutes } from './routes';

// After a soft navigation focus moves to the new page's <h1> and the live region reads
// its title, from every page of the main menu to every other one. Pages that both start with a
// ScreenHeader share one <h1> element in React's tree, which is why a few paths tried by hand
// were not enough: here one walk takes every ordered pair of menu pages exactly once.

/** Every page the main menu opens, once (a group's link opens its first child). */
const menuPages = [
  ...new Set(menuEntries.flatMap((e) => [e.href, ...(e.children ?? []).map((c) => c.href)])),
];

const titleOf = (href: string) => {
  const route = specRoutes.find((r) => r.path === href);
  if (!route) throw new Error(`no title for ${href} in routes.ts`);
  return route.title;
};

/**
 * A walk through the complete directed graph of `n` pages that uses every edge (from → to, both
 * ways) once: an Eulerian circuit, found with Hierholzer's algorithm. Returns page indexes.
 */
function everyTransition(n: number): number[] {
  const unused = Array.from({ length: n }, (_, from) =>
    Array.from({ length: n }, (_, to) => to).filter((to) => to !== from),
  );
  const stack = [0];
  const circuit: number[] = [];
  while (stack.length) {
    const at = stack[stack.length - 1]!;
    const next = unused[at]!.shift();
    if (next === undefined) circuit.push(stack.pop()!);
    else stack.push(next);
  }
  return circuit.reverse();
}

async function ready(page: Page) {
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
}

/** Clicks the menu link to `href` and checks where focus went and what was announced. */
async function navigateByMenu(page: Page, from: string, href: string) {
  const link = page
    .getByRole('navigation', { name: 'Головне меню' })
    .locator(`a[href="${href}"]`)
    .first();
  await link.click();
  const transition = `${from} → ${href}`;
  // A page drawn from the prefetched payload takes a frame or two; 3 s is what a person waits.
  await expect(page.locator('#main-content h1'), transition).toBeFocused({ timeout: 3000 });
  const title = titleOf(href);
  await expect(page, transition).toHaveTitle(title);
  await expect(page.getByRole('status').filter({ hasText: title }), transition).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('GDPR:accepted', 'false'));
});

// The walk (110 transitions) in parts that can run side by side, each from a fresh page load, as
// a visitor arriving from elsewhere does; together they still take every transition once.
const walk = everyTransition(menuPages.length).map((i) => menuPages[i]!);
const PARTS = 4;
const perPart = Math.ceil((walk.length - 1) / PARTS);
test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < PARTS; part += 1) {
  const first = part * perPart + 1;
  const last = Math.min(first + perPart - 1, walk.length - 1);
  test(`focus moves to the new heading on every transition between menu pages (part ${part + 1} of ${PARTS}: steps ${first}–${last})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1400, height: 700 });
    expect(walk).toHaveLength(menuPages.length * (menuPages.length - 1) + 1);
    await page.goto(walk[first - 1]!);
    await ready(page);
    for (let step = first; step <= last; step += 1) {
      const from = walk[step - 1]!;
      // Now and then start from a fresh page load, as a visitor arriving from elsewhere does.
      if (step % 10 === 0) {
        await page.goto(from);
        await ready(page);
      }
      await navigateByMenu(page, from, walk[step]!);
    }
  });
}

test('on a phone the overlay menu hands focus to the new heading too', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(menuPages[0]!);
  await ready(page);
  for (const [i, href] of [...menuPages.slice(1), menuPages[0]!].entries()) {
    await page.locator('button#drawer-toggle').click();
    await navigateByMenu(page, menuPages[i]!, href);
  }
});
