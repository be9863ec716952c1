import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { islandsReady } from './ready';

// The registry on a phone in accessibility mode, the filters' disclosure and chips,
// the wide table without cut columns, and what a failed live refresh says.

const phone = { width: 390, height: 844 };

async function accessibility(context: BrowserContext, baseURL: string, size: 's' | 'm' | 'l') {
  const domain = new URL(baseURL).hostname;
  await context.addCookies([
    { name: 'dis', value: '0', domain, path: '/' },
    { name: 'font_size', value: size, domain, path: '/' },
  ]);
}

/** A returning visitor: the cookie banner was answered. */
async function consentAnswered(page: Page) {
  await page.addInitScript(() => localStorage.setItem('GDPR:accepted', 'false'));
}

const cards = (page: Page) =>
  page.getByRole('list', { name: /^Проєкти, сторінка/ }).getByRole('listitem');
const firstCardTitle = (page: Page) => cards(page).first().getByRole('heading');

test.describe('on a 390 × 844 phone in accessibility mode, font l', () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test('the count and the first result, a card, are on the first screen', async ({
    page,
    context,
    baseURL,
  }) => {
    await accessibility(context, baseURL!, 'l');
    await consentAnswered(page);
    await page.goto('/projects?page=1');
    await islandsReady(page);
    await expect(page.locator('table')).toBeHidden();
    const title = firstCardTitle(page);
    await expect(title.getByRole('link')).toBeVisible();
    const count = await page.locator('#results-count').boundingBox();
    const card = await title.boundingBox();
    expect(count!.y + count!.height).toBeLessThanOrEqual(phone.height);
    expect(card!.y + card!.height).toBeLessThanOrEqual(phone.height);
    // The card's key facts, as a description list.
    const facts = cards(page).first().locator('dt');
    await expect(facts).toHaveText([
      'Стан проєкту',
      'Кредитор (МФО)',
      'Сума проєкту',
      'Дата підписання угоди',
      'Відповідальний виконавець',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
  });

  test('filters sit behind a disclosure counting the active ones; chips remove them', async ({
    page,
    context,
    baseURL,
  }) => {
    await accessibility(context, baseURL!, 'l');
    await consentAnswered(page);
    await page.goto('/projects?projectState=5&year=2020&page=1');
    const toggle = page.locator('summary', { hasText: 'Фільтри і сортування' });
    await expect(toggle).toContainText('(2 активні)');
    await expect(page.getByLabel('Стан проєкту')).toBeHidden();
    const chips = page.getByRole('list', { name: 'Активні фільтри' });
    await expect(chips.getByRole('link')).toHaveText([
      /Стан проєкту: Реалізація/,
      /Рік підписання: 2020/,
      'Прибрати всі фільтри',
    ]);
    await expect(page.locator('#results-count')).toBeInViewport();

    await chips.getByRole('link', { name: /Рік підписання: 2020/ }).click();
    await expect(page).toHaveURL(/\/projects\?projectState=5&page=1$/);
    await expect(toggle).toContainText('(1 активний)');
    await toggle.click();
    await expect(page.getByLabel('Стан проєкту')).toHaveValue('5');
    await expect(page.getByLabel('Рік підписання')).toHaveValue('');

    // The card view's sort is a field of the same form, applied in place.
    await page.getByLabel('Сортування').selectOption('projectSum,desc');
    await expect(page).toHaveURL(/sort=projectSum%2Cdesc/);
    const amounts = await cards(page).evaluateAll((cards) =>
      cards.map((c) =>
        Number((c.querySelectorAll('dd')[2]?.textContent ?? '').replace(/[^\d.]/g, '')),
      ),
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('a sort chosen before the search island is live is applied once it is', async ({
    page,
    context,
    baseURL,
  }) => {
    // A slow phone: the island's code loads when reached for or after the page settles; the
    // choice made in the server's HTML meanwhile is given to it when it hydrates (it once came
    // before the island listened for it and was lost).
    await accessibility(context, baseURL!, 'l');
    await consentAnswered(page);
    await page.goto('/projects?projectState=5&page=1');
    const live = await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#results-sort')!;
      select.value = 'projectSum,desc';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return document.documentElement.dataset.islandsReady === 'true';
    });
    expect(live, 'chosen before the island was live').toBe(false);
    await islandsReady(page);
    await expect(page).toHaveURL(/sort=projectSum%2Cdesc/);
  });

  test('without JavaScript the chips are links and the sort submits with the form', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: phone,
      isMobile: true,
    });
    await accessibility(context, baseURL!, 'm');
    const page = await context.newPage();
    await page.goto('/projects?projectState=5&year=2020&page=1');
    await page.getByRole('link', { name: /Стан проєкту: Реалізація/ }).click();
    await expect(page).toHaveURL(/\/projects\?year=2020&page=1$/);
    await page.locator('summary', { hasText: 'Фільтри і сортування' }).click();
    await page.getByLabel('Сортування').selectOption('projectName,asc');
    await page.getByRole('button', { name: 'Знайти' }).click();
    // A plain GET form: the browser sends every field, empty ones too.
    await expect(page).toHaveURL(/sort=projectName%2Casc&.*year=2020&/);
    await expect(firstCardTitle(page)).toBeVisible();
    await context.close();
  });
});

test('at 1 440 px the table shows all ten columns inside its region, filters open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/projects?page=1');
  await expect(firstCardTitle(page)).toBeHidden();
  const region = page.getByRole('region', { name: /Проєкти, сторінка 1/ });
  await expect(region).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expect(page.getByRole('columnheader')).toHaveCount(10);
  // No toggle to open on a wide screen: the form is there.
  await expect(page.getByLabel('Кредитор (МФО)')).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Фільтри і сортування' })).toBeHidden();
});

test.describe('a failed live refresh', () => {
  test('of the search says so with role=alert, keeps the old results marked stale, and retries', async ({
    page,
  }) => {
    await page.goto('/projects?page=1');
    await islandsReady(page);
    const before = await page.locator('#results-count').textContent();
    await page.route('**/api/trpc/projects.search**', (route) => route.abort());
    await page.getByLabel('Стан проєкту').selectOption('5');
    const alert = page.getByRole('alert').filter({ hasText: 'Не вдалося оновити результати' });
    await expect(alert).toBeVisible();
    await expect(page.locator('[data-stale="true"]')).toBeVisible();
    await expect(page.getByText('Застарілі дані')).toBeVisible();
    await expect(page.locator('#results-count')).toHaveText(before!);

    await page.unroute('**/api/trpc/projects.search**');
    await alert.getByRole('button', { name: 'Спробувати ще раз' }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator('[data-stale="true"]')).toHaveCount(0);
    await expect(page.locator('#results-count')).not.toHaveText(before!);
  });

  test('of a news page says so and retries', async ({ page }) => {
    await page.goto('/news');
    await islandsReady(page);
    const first = await page.locator('main article h2').first().textContent();
    await page.route('**/api/trpc/news.list**', (route) => route.abort());
    await page.getByRole('link', { name: 'Сторінка 2' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не вдалося завантажити сторінку 2' });
    await expect(alert).toBeVisible();
    await expect(page.locator('[data-stale="true"] article h2').first()).toHaveText(first!);
    await page.unroute('**/api/trpc/news.list**');
    await alert.getByRole('button', { name: 'Спробувати ще раз' }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator('main article h2').first()).not.toHaveText(first!);
  });

  test('of the statistics says so, keeps the old figures marked stale, and retries', async ({
    page,
  }) => {
    await page.goto('/?p=analytics');
    await islandsReady(page);
    await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
    await page.route('**/api/trpc/statistics.**', (route) => route.abort());
    await page.getByLabel('Стан проєктів').selectOption({ label: 'Завершено' });
    const alert = page.getByRole('alert').filter({ hasText: 'Не вдалося оновити статистику' });
    await expect(alert).toBeVisible();
    await expect(page.locator('[data-stale="true"]')).toContainText('усі стани');
    await page.unroute('**/api/trpc/statistics.**');
    await alert.getByRole('button', { name: 'Спробувати ще раз' }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator('main')).toContainText('Показано: «Завершено»');
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
  });
});
