import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { resolveRoute, specRoutes } from './routes';

// axe-core (wcag2a, wcag2aa, wcag21a, wcag21aa, best-practice) on every route, both themes,
// and the title template; then on a 390 px phone in the normal theme and in accessibility mode
// at all three font sizes (one page load per combination); then reflow at 320 CSS px
// (WCAG 1.4.10): no page scrolls sideways, in the normal theme and at the largest font.
// Each check loads its own page in its own context: they can spread over the workers.
test.describe.configure({ mode: 'parallel' });

type Cookie = { name: string; value: string };
const themes: { name: string; cookies: Cookie[] }[] = [
  { name: 'normal', cookies: [] },
  { name: 'contrast', cookies: [{ name: 'dis', value: '0' }] },
];
const phoneModes: { name: string; cookies: Cookie[] }[] = [
  { name: 'normal theme', cookies: [] },
  ...(['s', 'm', 'l'] as const).map((size) => ({
    name: `accessibility mode, font ${size}`,
    cookies: [
      { name: 'dis', value: '0' },
      { name: 'font_size', value: size },
    ],
  })),
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

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const mode of phoneModes) {
    for (const spec of specRoutes) {
      test(`${spec.path} has no axe violations in the ${mode.name}`, async ({
        page,
        context,
        baseURL,
      }) => {
        const route = resolveRoute(spec);
        const domain = new URL(baseURL!).hostname;
        await context.addCookies(mode.cookies.map((c) => ({ ...c, domain, path: '/' })));
        await page.goto(route.path);
        await expect(page.locator('button#drawer-toggle')).toBeAttached();
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }
  }
});

test.describe('at 320 CSS px', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  for (const mode of [phoneModes[0]!, phoneModes[3]!]) {
    test(`no spec route scrolls sideways in the ${mode.name}`, async ({
      page,
      context,
      baseURL,
    }) => {
      const domain = new URL(baseURL!).hostname;
      await context.addCookies(mode.cookies.map((c) => ({ ...c, domain, path: '/' })));
      const wide: string[] = [];
      for (const spec of specRoutes) {
        const route = resolveRoute(spec);
        await page.goto(route.path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${route.path}: ${width}px`);
      }
      expect(wide).toEqual([]);
    });
  }
});
