import { expect, test, type Page } from '@playwright/test';

// The accessibility and font-size toggles switch in place (nothing typed is lost) and
// come back to the current URL; the side drawer's state is kept between pages, and enabling
// accessibility closes it at that moment only.

async function dismissConsent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('GDPR:accepted', 'false'));
}

const shellDrawer = (page: Page) => page.locator('#shell').getAttribute('data-drawer');

test('the toggles keep what was typed and follow the in-place search address', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/contact-us');
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
  await page.getByLabel('Тема').fill('Недописане питання');
  await page.getByRole('link', { name: 'Версія для людей з порушенням зору' }).click();
  await expect(page.locator('html')).toHaveCSS('font-size', '22px');
  await page.getByRole('link', { name: 'A — Великий шрифт' }).click();
  await expect(page.locator('html')).toHaveCSS('font-size', '26px');
  await expect(page.getByLabel('Тема')).toHaveValue('Недописане питання');
  expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);

  // After filtering and paging in place, the toggles' addresses come back to this URL.
  await page.goto('/projects?page=1');
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
  await page.locator('summary', { hasText: 'Фільтри і сортування' }).click();
  await page.getByLabel('Стан проєкту').selectOption('5');
  await expect(page).toHaveURL(/projectState=5/);
  const here = new URL(page.url());
  const small = page.getByRole('link', { name: 'A — Малий шрифт' });
  await small.click();
  await expect(page.locator('html')).toHaveCSS('font-size', '16px');
  await expect(page).toHaveURL(here.href);
  const back = new URL((await small.getAttribute('href'))!, here).searchParams.get('back');
  expect(back).toBe(`${here.pathname}${here.search}`);
});

test('the side drawer keeps its state between pages; enabling accessibility closes it once', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await dismissConsent(page);
  await page.goto('/news');
  const menu = page.getByRole('button', { name: 'Меню' });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.goto('/about-portal');
  expect(await shellDrawer(page)).toBe('closed');
  await menu.click();
  await page.goto('/site-map');
  expect(await shellDrawer(page)).toBe('open');

  await page.getByRole('link', { name: 'Версія для людей з порушенням зору' }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Still in accessibility mode on the next pages, the drawer stays as the visitor left it.
  await page.goto('/news');
  expect(await shellDrawer(page)).toBe('open');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'side_drawer')?.value).toBe('open');
  expect(cookies.find((c) => c.name === 'dis')?.value).toBe('0');
});

test('without JavaScript enabling accessibility closes the drawer and comes back', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/news?page=2');
  expect(await shellDrawer(page)).toBe('open');
  await page.getByRole('link', { name: 'Версія для людей з порушенням зору' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  expect(await shellDrawer(page)).toBe('closed');
  await context.close();
});
