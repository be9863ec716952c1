import { expect, test } from '@playwright/test';
import { islandsReady } from './ready';

test.describe('news', () => {
  test('lists 10 news per page, newest first, with dates as DD.MM.YYYY', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveTitle('IFIs - Новини');
    const items = page.locator('main article');
    await expect(items).toHaveCount(10);
    const dates = await page.locator('main article time').allTextContents();
    for (const date of dates) expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const iso = dates.map((d) => d.split('.').reverse().join('-'));
    expect(iso).toEqual([...iso].sort().reverse());
  });

  test('pages in place through the cache, keeps the address and works with Back', async ({
    page,
  }) => {
    const rpc: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/trpc/news.list')) rpc.push(req.url());
    });
    await page.goto('/news');
    await islandsReady(page);
    const firstTitle = await page.locator('main article h2').first().textContent();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await page.getByRole('link', { name: 'Сторінка 2' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.locator('main article h2').first()).not.toHaveText(firstTitle!);
    await expect(page.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondTitle = await page.locator('main article h2').first().textContent();

    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('main article h2').first()).toHaveText(firstTitle!);
    await page.getByRole('link', { name: 'Сторінка 2' }).click();
    await expect(page.locator('main article h2').first()).toHaveText(secondTitle!);

    // No reload happened, and page 2 came from the cache the second time.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(rpc).toHaveLength(1);
  });

  test('pages with plain links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/news');
    await page.getByRole('link', { name: 'Наступна ›' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.locator('main article')).toHaveCount(10);
    await context.close();
  });

  test('publishes an RSS feed that parses as XML', async ({ page }) => {
    await page.goto('/news');
    const href = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute('href');
    expect(href).toBe('/news/rss.xml');
    const xml = await (await page.request.get(href!)).text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        items: doc.querySelectorAll('channel > item').length,
        firstTitle: doc.querySelector('channel > item > title')?.textContent,
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.items).toBe(20);
    await expect(page.locator('main article h2').first()).toHaveText(parsed.firstTitle!);
  });
});
