import { expect, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPortal, type RunningPortal } from '../support/portal';

// Cookie consent gating (spec §4) against a portal configured with an analytics provider: a
// local stand-in script counts its downloads. No request before consent; one after accepting.
let analytics: http.Server;
let analyticsRequests = 0;
let portal: RunningPortal;

test.beforeAll(async () => {
  analytics = http.createServer((_req, res) => {
    analyticsRequests += 1;
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('window.ifiAnalyticsLoads = (window.ifiAnalyticsLoads || 0) + 1;');
  });
  await new Promise<void>((resolve) => analytics.listen(0, '127.0.0.1', resolve));
  const port = (analytics.address() as AddressInfo).port;
  portal = await startPortal({
    env: { ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${port}/analytics.js` },
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await new Promise((resolve) => analytics?.close(resolve));
});

test('analytics loads only after the visitor accepts, and stays off after deny', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  analyticsRequests = 0;
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Згода на використання cookie' });
  await expect(banner).toBeVisible();
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests).toBe(0);

  await banner.getByRole('button', { name: 'Погоджуюсь' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('GDPR:accepted'))).toBe('true');
  await expect.poll(() => analyticsRequests).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as { ifiAnalyticsLoads?: number }).ifiAnalyticsLoads))
    .toBe(1);

  // Accepted visitors get analytics on every page without the banner.
  await page.reload();
  await expect(banner).toBeHidden();
  await expect.poll(() => analyticsRequests).toBe(2);
  await context.close();
});

test('deny and close store false and load nothing', async ({ browser }) => {
  for (const choice of ['Відмовитися', 'Закрити повідомлення про cookie']) {
    const context = await browser.newContext({ baseURL: portal.url });
    const page = await context.newPage();
    analyticsRequests = 0;
    await page.goto('/');
    await page.getByRole('button', { name: choice }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('GDPR:accepted')))
      .toBe('false');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Згода на використання cookie' })).toBeHidden();
    expect(analyticsRequests).toBe(0);
    await context.close();
  }
});

test('the banner is in the first paint, and answers before the page has hydrated', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  // No module scripts: the page never hydrates; the head's inline probe still runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Згода на використання cookie' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Відмовитися' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('GDPR:accepted'))).toBe('false');
  await page.reload();
  await expect(banner).toBeHidden();
  await context.close();
});

test('without a configured provider accepting loads nothing from another origin', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Погоджуюсь' }).click();
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});
