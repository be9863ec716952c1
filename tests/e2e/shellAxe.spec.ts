import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { resolveRoute, specRoutes } from './routes';

// axe-core (wcag2a, wcag2aa, wcag21a, wcag21aa, best-practice) on every route, both themes,
// and the title template.
const themes = [
  { name: 'normal', cookies: [] as { name: string; value: string }[] },
  { name: 'contrast', cookies: [{ name: 'dis', value: '0' }] },
];

for (const theme of themes) {
  for (const spec of specRoutes) {
    test(`${spec.path} has no axe violations in the ${theme.name} theme`, async ({
      page,
      context,
      baseURL,
    }) => {
      const route = resolveRoute(spec);
      const domain = new URL(baseURL!).hostname;
      await context.addCookies(theme.cookies.map((c) => ({ ...c, domain, path: '/' })));
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('button#drawer-toggle')).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
}
