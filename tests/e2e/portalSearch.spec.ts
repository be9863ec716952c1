import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

// The portal-wide search: from the header on a desktop (a field) and on a phone (an icon link),
// results grouped by kind with the query's words marked, the same without JavaScript, and no
// axe violations in either theme at 1440 and 390 px.

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function consentAnswered(page: Page) {
  await page.addInitScript(() => localStorage.setItem('GDPR:accepted', 'false'));
}

async function contrastTheme(context: BrowserContext, baseURL: string) {
  const domain = new URL(baseURL).hostname;
  await context.addCookies([
    { name: 'dis', value: '0', domain, path: '/' },
    { name: 'font_size', value: 'l', domain, path: '/' },
  ]);
}

async function expectGroupedResults(page: Page, q: string) {
  await expect(page).toHaveTitle('IFIs - Пошук');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Знайдено \d+ результат/ }),
  ).toContainText(`«${q}»`);
  await expect(page.getByRole('searchbox', { name: 'Що шукаєте?' })).toHaveValue(q);
  const main = page.locator('main');
  await expect(main.locator('mark').first()).toBeVisible();
}

test.describe('search from the header', () => {
  test('on a desktop: the header field opens grouped results with marked words', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await consentAnswered(page);
    await page.goto('/news');
    const form = page.getByRole('search', { name: 'Пошук по порталу' });
    await form.getByRole('searchbox').fill('позикою');
    await form.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expectGroupedResults(page, 'позикою');
    for (const name of [
      /^Терміни глосарію \(\d+\)$/,
      /^Роз’яснення \(\d+\)$/,
      /^Новини \(\d+\)$/,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // The same word in other forms is what is marked.
    const marks = await page.locator('main mark').allTextContents();
    expect(marks.length).toBeGreaterThan(3);
    for (const word of marks) expect(word.toLowerCase()).toMatch(/^позик|^позиц/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-desktop.png`, fullPage: true });
    // A glossary result leads to its term.
    const term = page.locator('section[aria-labelledby="search-glossary"] li a').first();
    const name = (await term.textContent())!;
    await term.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('on a phone: the search icon opens the search page', async ({ page }) => {
    await page.setViewportSize(phone);
    await consentAnswered(page);
    await page.goto('/');
    await expect(page.getByRole('search', { name: 'Пошук по порталу' })).toBeHidden();
    // The toolbar keeps one row with the icon beside the other buttons.
    const header = await page.locator('header').boundingBox();
    expect(header!.height).toBeLessThan(80);
    // On the smallest phone (320 px) too: the name gives way, the buttons stay on one row.
    await page.setViewportSize({ width: 320, height: 640 });
    expect((await page.locator('header').boundingBox())!.height).toBeLessThan(80);
    await page.setViewportSize(phone);
    await page.getByRole('link', { name: 'Пошук по порталу' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Що шукаєте?' }).fill('школи');
    await page.getByRole('button', { name: 'Шукати' }).click();
    await expectGroupedResults(page, 'школи');
    const all = page.getByRole('link', { name: /^Усі \d+ проєкт/ });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-phone.png`, fullPage: true });
    await all.click();
    await expect(page).toHaveURL(/\/projects\?projectName=/);
    await expect(page.getByRole('heading', { name: /^Знайдено \d+ проєкт/ })).toBeVisible();
  });

  test('from the 404 page', async ({ page }) => {
    await page.setViewportSize(desktop);
    await consentAnswered(page);
    await page.goto('/no-such-page');
    const form = page.getByRole('search', { name: 'Пошук по порталу зі сторінки помилки' });
    await form.getByRole('searchbox').fill('ЄБРР');
    await form.getByRole('button', { name: 'Шукати' }).click();
    await expectGroupedResults(page, 'ЄБРР');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form and the results work the same', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Пошук по порталу' });
    await form.getByRole('searchbox').fill('Харкова');
    await form.getByRole('button', { name: 'Шукати' }).click();
    await expectGroupedResults(page, 'Харкова');
    await expect(page.locator('main mark', { hasText: 'Харків' }).first()).toBeVisible();
  });
});

for (const theme of ['normal', 'contrast'] as const) {
  for (const viewport of [desktop, phone]) {
    test(`no axe violations: ${theme} theme at ${viewport.width} px`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (theme === 'contrast') await contrastTheme(context, baseURL!);
      await consentAnswered(page);
      await page.setViewportSize(viewport);
      for (const path of [
        '/search',
        '/search?q=позики',
        '/search?q=ккккккк',
        `/search?q=${'ab '.repeat(100)}`,
      ]) {
        await page.goto(encodeURI(path));
        const violations = await axeViolations(page);
        expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      }
      if (SHOTS) {
        await page.goto(encodeURI('/search?q=позики'));
        await page.screenshot({ path: `${SHOTS}/axe-${theme}-${viewport.width}.png` });
      }
    });
  }
}
