import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

// axe-core on every page of news, glossary, FAQ, about, site map and contacts, in the normal
// theme and in accessibility mode (cookie dis=0, large font).
const pages = [
  '/news',
  '/news?page=2',
  '/references/glossary',
  '/references/glossary/derzhavnyi-borh',
  '/references/faq',
  '/about-portal',
  '/site-map',
  '/contact-us',
];

for (const theme of ['normal', 'contrast'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (theme === 'contrast') {
        await context.addCookies([
          { name: 'dis', value: '0', url: baseURL! },
          { name: 'font_size', value: 'l', url: baseURL! },
        ]);
      }
    });

    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        // Open answers are checked too (FAQ): closed <details> hide their content from axe.
        await page.evaluate(() =>
          document.querySelectorAll('details').forEach((d) => (d.open = true)),
        );
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }

    test('/contact-us with field errors and the summary has no axe violations', async ({
      page,
    }) => {
      await page.goto('/contact-us');
      await page.getByRole('button', { name: 'Надіслати' }).click();
      await expect(page.getByRole('heading', { name: 'Перевірте дані у формі' })).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  });
}
