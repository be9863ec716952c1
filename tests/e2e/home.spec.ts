import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

// The home route's three sections (spec §2: p=index, p=analytics, p=docs).

const scope = (page: Page) => page.getByText(/^Показано:/);
const scopeCount = async (page: Page) =>
  Number(/— (\d+) проєкт/.exec((await scope(page).textContent()) ?? '')?.[1]);
const registryTotal = async (page: Page) =>
  Number(/Знайдено (\d+)/.exec((await page.getByText(/Знайдено \d+/).textContent()) ?? '')?.[1]);
const charts = (page: Page) => page.locator('figure svg[role="img"]');

/** A chart is drawn when the reader comes near it: scroll to each in turn, then all four are. */
async function drawAllCharts(page: Page) {
  const figures = page.locator('figure');
  await expect(figures).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await figures.nth(i).scrollIntoViewIfNeeded();
    await expect(figures.nth(i).locator('svg[role="img"]')).toBeVisible();
  }
  await expect(charts(page)).toHaveCount(4);
}

test.describe('home landing', () => {
  for (const path of ['/', '/?p=index', '/?p=unknown']) {
    test(`${path} shows the landing with figures from the registry`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('IFIs - Головна');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('міжнародних фінансових');
      await expect(page.getByText('Проєктів у реєстрі')).toBeVisible();
      await expect(page.getByText('Кредиторів (МФО)')).toBeVisible();
      await expect(page.getByText(/Дані реєстру оновлено: \d\d\.\d\d\.\d{4}/)).toBeVisible();
      const entries = page.getByRole('navigation', { name: 'Що можна зробити на порталі' });
      await expect(entries.getByRole('link', { name: 'Статистика' })).toHaveAttribute(
        'href',
        '/?p=analytics',
      );
      await expect(entries.getByRole('link', { name: 'Нормативна база' })).toHaveAttribute(
        'href',
        '/?p=docs',
      );
    });
  }

  test('a state on the landing opens the registry with as many projects', async ({ page }) => {
    await page.goto('/');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Реалізація' }) });
    const count = Number(
      /^\d+/.exec((await row.getByRole('cell').first().textContent()) ?? '')?.[0],
    );
    await row.getByRole('link', { name: 'Реалізація' }).click();
    await expect(page).toHaveURL(/\/projects\?projectState=5&page=1$/);
    expect(await registryTotal(page)).toBe(count);
  });
});

test.describe('statistics', () => {
  test('shows the four groupings with tables and CSV downloads', async ({ page }) => {
    await page.goto('/?p=analytics');
    await expect(page).toHaveTitle('IFIs - Статистика');
    for (const name of [
      'За галузями',
      'За кредиторами (МФО)',
      'За відповідальними виконавцями',
      'За роками підписання угод',
    ]) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section.getByRole('table')).toBeVisible();
      await expect(section.getByRole('link', { name: /у форматі CSV/ })).toBeVisible();
    }
    await expect(page.getByText(/Без відповідального виконавця: \d+ проєкт/)).toBeVisible();
    // Victory arrives after the page and draws one chart per grouping.
    await drawAllCharts(page);
  });

  test('every chart is in the HTML; the browser redraws one at its width only near the reader', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const victory: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/victory/i.test(r.url())) victory.push(r.url());
    });
    await page.goto('/?p=analytics');
    // The server draws at 640 units wide (a responsive SVG); the browser at the box's width.
    const drawnWidth = (index: number) =>
      page.locator('figure').nth(index).locator('svg[role="img"]').getAttribute('width');
    const count = await page.locator('figure').count();
    expect(count).toBe(4);
    await expect(page.locator('figure svg[role="img"]')).toHaveCount(4);
    // The first chart starts on the first screen; the last is several screens down.
    await expect.poll(() => drawnWidth(0), { timeout: 15_000 }).not.toBe('640');
    await page.waitForTimeout(500);
    expect(await drawnWidth(count - 1)).toBe('640');
    expect(victory.length).toBeGreaterThan(0);
    await page.locator('figure').last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawnWidth(count - 1)).not.toBe('640');
  });

  test('the state filter works as a GET form without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?p=analytics');
    const all = await scopeCount(page);
    await page.getByLabel('Стан проєктів').selectOption({ label: 'Реалізація' });
    await page.getByRole('button', { name: 'Показати' }).click();
    await expect(page).toHaveURL(/\?p=analytics&state=5$/);
    await expect(scope(page)).toContainText('«Реалізація»');
    const one = await scopeCount(page);
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan(all);
    await context.close();
  });

  test('with JavaScript the state filter refreshes through tRPC without a reload', async ({
    page,
  }) => {
    await page.goto('/?p=analytics');
    await drawAllCharts(page);
    const all = await scopeCount(page);
    await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
    const rpc = page.waitForRequest((r) => r.url().includes('/api/trpc/statistics.byField'));
    await page.getByLabel('Стан проєктів').selectOption({ label: 'Завершено' });
    const request = await rpc;
    // Field, executor and creditor (and period) travel in one batched request.
    expect(request.url()).toContain('statistics.byResponsibleExecutor');
    expect(request.url()).toContain('statistics.byCreditor');
    await expect(scope(page)).toContainText('«Завершено»');
    await expect(page.getByRole('status').filter({ hasText: 'Показано статистику' })).toContainText(
      'Показано статистику: «Завершено»',
    );
    expect(await scopeCount(page)).toBeLessThan(all);
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
    await expect(page).toHaveURL(/\?p=analytics&state=6$/);
  });

  test('a creditor row opens the registry filtered to it with the same count', async ({ page }) => {
    await page.goto('/?p=analytics&state=5');
    const table = page.getByRole('region', { name: 'За кредиторами (МФО)', exact: true });
    const row = table.locator('tbody tr').first();
    const count = Number(await row.locator('td').first().textContent());
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/projects\?mfo=\d+&projectState=5&page=1$/);
    expect(await registryTotal(page)).toBe(count);
  });

  test('a year row opens the registry for that year with the same count', async ({ page }) => {
    await page.goto('/?p=analytics');
    const table = page.getByRole('region', { name: 'За роками підписання угод', exact: true });
    const row = table.locator('tbody tr').last();
    const count = Number(await row.locator('td').first().textContent());
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/projects\?year=\d{4}&page=1$/);
    expect(await registryTotal(page)).toBe(count);
  });

  for (const state of ['abc', '999', '-1']) {
    test(`an unknown state (${state}) shows all states with a note`, async ({ page }) => {
      const response = await page.goto(`/?p=analytics&state=${state}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText('Такого стану проєктів немає')).toBeVisible();
      await expect(scope(page)).toContainText('усі стани');
    });
  }

  test('downloads the table as CSV for the selected state', async ({ request }) => {
    const response = await request.get('/api/statistics/creditor.csv?state=5');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    expect(response.headers()['content-disposition']).toContain('statystyka-kredytory-stan-5.csv');
    expect(await response.text()).toContain('Кредитор,Кількість проєктів');
    expect((await request.get('/api/statistics/other.csv')).status()).toBe(404);
  });
});

test.describe('regulatory base', () => {
  test('lists the normative documents grouped by kind with official links', async ({ page }) => {
    await page.goto('/?p=docs');
    await expect(page).toHaveTitle('IFIs - Нормативна база');
    await expect(page.getByRole('heading', { level: 2, name: 'Кодекси' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Закони України' })).toBeVisible();
    const code = page.getByRole('link', { name: /Бюджетний кодекс України/ });
    await expect(code).toHaveAttribute('href', /^https:\/\/zakon\.rada\.gov\.ua\/laws\/show\//);
    await expect(page.getByText(/Кодекс № 2456-VI від 08\.07\.2010/)).toBeVisible();
  });
});

test.describe('accessibility of the home sections', () => {
  for (const theme of ['normal', 'contrast'] as const) {
    for (const path of ['/', '/?p=analytics', '/?p=docs']) {
      test(`${path} has no axe violations in the ${theme} theme`, async ({ page, baseURL }) => {
        if (theme === 'contrast') {
          await page.context().addCookies([{ name: 'dis', value: '0', url: baseURL! }]);
        }
        await page.goto(path);
        if (path === '/?p=analytics') await drawAllCharts(page);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }
  }
});
