import { expect, test, type Locator, type Page } from '@playwright/test';

// The layout shell with JavaScript on: skip link, breadcrumbs, side navigation, accessibility
// mode and its cookies, the info dialog, and hydration under the Content-Security-Policy.

/** Answer the cookie banner before the page loads (it would cover the bottom of the page). */
async function dismissConsent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('GDPR:accepted', 'false'));
}

/** The menu toggle is a link in server HTML and a button once React has hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
}

/** Visually hidden (clipped to 1px) or not rendered at all. */
async function visuallyHidden(locator: Locator) {
  const box = await locator.boundingBox();
  return box === null || box.width <= 1;
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/projects?page=1');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти до основного вмісту' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('hydrates under the Content-Security-Policy without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/');
  // The menu toggle is a link in server HTML and becomes a button once React hydrates.
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('breadcrumbs', () => {
  test('cut a title over 25 characters to 21 plus "..." on a 390px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/no-such-page');
    const trail = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    await expect(trail.getByText('Вибачте, сторінку не ...')).toBeVisible();
    expect(await visuallyHidden(trail.getByText('Вибачте, сторінку не знайдено'))).toBe(true);
    // Screen readers still get the whole title.
    await expect(trail.locator('[aria-current="page"]')).toContainText(
      'Вибачте, сторінку не знайдено',
    );
  });

  test('show the whole title on wider screens', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/no-such-page');
    const trail = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    await expect(trail.getByText('Вибачте, сторінку не знайдено')).toBeVisible();
    expect(await visuallyHidden(trail.getByText('Вибачте, сторінку не знайдено'))).toBe(false);
    await expect(trail.getByText('Вибачте, сторінку не ...')).toBeHidden();
  });
});

test.describe('side navigation', () => {
  test('is open at 1440px and toggles to the mini variant', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/projects?page=1');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Головне меню' });
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(300);
    await expect(nav.getByRole('link', { name: 'Пошук проєктів' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const toggle = page.getByRole('button', { name: 'Меню' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
    // Mini: icons only, the links keep their names.
    await expect(nav.getByRole('link', { name: 'Новини' })).toBeVisible();
    await expect(nav.getByText('Новини')).toHaveCSS('position', 'absolute');
  });

  test('is an overlay at 1024px: hidden, opened by the toggle, closed with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Головне меню' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Меню' });
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('marks the home sections by their p query', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?p=analytics');
    const nav = page.getByRole('navigation', { name: 'Головне меню' });
    await expect(nav.getByRole('link', { name: 'Статистика' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Головна' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('accessibility mode', () => {
  test('the toggle sets dis=0, font buttons set font_size, and a reload keeps both', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await dismissConsent(page);
    await page.goto('/projects?page=1');
    await hydrated(page);
    await expect(page.locator('html')).toHaveCSS('font-size', '14px');
    await expect(page.getByRole('link', { name: 'A — Великий шрифт' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Версія для людей з порушенням зору' }).click();
    await expect(page).toHaveURL(/\/projects\?page=1$/);
    const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name);
    expect((await cookie('dis'))?.value).toBe('0');
    expect((await cookie('dis'))?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86400);
    await expect(page.locator('html')).toHaveCSS('font-size', '22px');
    await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    // Enabling accessibility closes the side drawer (the mini variant on a wide screen).
    await expect(page.getByRole('button', { name: 'Меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('link', { name: 'A — Великий шрифт' }).click();
    expect((await cookie('font_size'))?.value).toBe('l');
    await expect(page.locator('html')).toHaveCSS('font-size', '26px');
    await page.getByRole('link', { name: 'A — Малий шрифт' }).click();
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');

    await page.reload();
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');
    await expect(page.getByRole('link', { name: 'A — Малий шрифт' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.getByRole('link', { name: 'Звичайна версія' }).click();
    expect((await cookie('dis'))?.value).toBe('1');
    await expect(page.locator('html')).toHaveCSS('font-size', '14px');
  });

  test('the server HTML already carries the theme (no JavaScript needed)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const host = new URL(baseURL!).hostname;
    await context.addCookies([
      { name: 'dis', value: '0', domain: host, path: '/' },
      { name: 'font_size', value: 'm', domain: host, path: '/' },
    ]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveCSS('font-size', '22px');
    await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(page.locator('header')).toHaveCSS('min-height', '90px');
    await context.close();
  });
});

test('the accessibility info dialog traps focus and closes with Escape', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/');
  await hydrated(page);
  const opener = page.getByLabel('Довідка про режим доступності');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Режим доступності' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(800);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the scroll-to-top button appears after 400px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 500 });
  await dismissConsent(page);
  await page.goto('/projects?page=1');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Прокрутити вгору' });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 450));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer names the years, the CC BY 4.0 licence and its links', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`2019 - ${new Date().getFullYear()}`);
  await expect(
    footer.getByRole('link', { name: /Creative Commons Attribution 4\.0/ }),
  ).toBeVisible();
  for (const name of ['Мапа сайту', 'Портал відкритих даних', 'Адміністратор порталу']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
});
