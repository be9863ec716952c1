import { islandsReady } from './ready';
import { expect, test, type Page, type Request } from '@playwright/test';

// Soft navigation: internal links swap only the page inside the shell, react-query
// caches survive, focus and the title are handed to the new page, back/forward restore the
// scroll position, pages are prefetched (spec §9), and revalidated pages keep running scripts.

async function dismissConsent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('GDPR:accepted', 'false'));
}

async function hydrated(page: Page) {
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
}

/** Marks the document: a full page load forgets the mark, a soft navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { softMark: number }).softMark = 42;
  });
}

const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { softMark?: number }).softMark === 42);

test.beforeEach(async ({ page }) => {
  await dismissConsent(page);
  // Wide enough for the permanent side menu.
  await page.setViewportSize({ width: 1400, height: 700 });
});

test('a menu link swaps only the page, focuses its heading and announces the title', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Новини' })
    .click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('main h1')).toBeFocused();
  expect(await stillMarked(page)).toBe(true);
  const title = await page.title();
  expect(title).toContain('Новини');
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(1);
});

/** Opens the list, scrolls to the seventh project, opens it and goes back; returns the scroll. */
async function listProjectBack(page: Page, rpc: Request[]): Promise<number> {
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/')) rpc.push(request);
  });
  await page.goto('/projects?page=1');
  await islandsReady(page);
  await markDocument(page);
  // Results are a table or cards by the width available; both are in the page, one visible.
  const projectLinks = page.locator('main a[href^="/projects/"]').filter({ visible: true });
  const projectLink = projectLinks.nth(6);
  await projectLink.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400); // the scroll position is saved after 150 ms of quiet
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(100);
  await projectLink.click();
  await expect(page).toHaveURL(/\/projects\/[^?]+$/);
  await expect(page.locator('main h1')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/projects\?page=1$/);
  await expect(projectLinks.first()).toBeVisible();
  return listScroll;
}

test('list → project → back: the list comes back without a reload or an RPC fetch', async ({
  page,
}) => {
  const rpc: Request[] = [];
  await listProjectBack(page, rpc);
  expect(await stillMarked(page)).toBe(true);
  expect(rpc.map((r) => r.url())).toEqual([]);
});

// Known defect (open): after the merge with the card layout, back comes to the top of
// the list in the full e2e run (it passed run alone). Kept as fixme so the gap stays visible.
test('list → project → back restores the list at its scroll position', async ({ page }) => {
  const listScroll = await listProjectBack(page, []);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 50);
});

test('a project opened a second time comes from the browser, without a server round trip', async ({
  page,
}) => {
  // What reached the network for each route payload, and what the browser's cache answered.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const network = new Map<string, number>();
  const cached = new Map<string, number>();
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', (event) => fromMemory.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const path = new URL(event.response.url).pathname;
    if (!path.startsWith('/RSC/R/projects/')) return;
    const tally =
      event.response.fromDiskCache || fromMemory.has(event.requestId) ? cached : network;
    tally.set(path, (tally.get(path) ?? 0) + 1);
  });
  await page.goto('/projects?page=1');
  await islandsReady(page);
  const link = page.locator('main a[href^="/projects/"]').filter({ visible: true }).nth(2);
  const href = (await link.getAttribute('href'))!;
  const title = (await link.textContent())!;
  const payload = `/RSC/R${href}.txt`;
  const open = async () => {
    await page.locator(`main a[href="${href}"]`).filter({ visible: true }).first().click();
    await expect(page.locator('main h1')).toHaveText(title);
  };
  await open();
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Проєкти МФО');
  // The first visit fetched it (a prefetch may have raced the click); the second must not.
  const fetchedBefore = network.get(payload) ?? 0;
  expect(fetchedBefore).toBeGreaterThanOrEqual(1);
  await open();
  expect(network.get(payload) ?? 0).toBe(fetchedBefore);
  expect(cached.get(payload)).toBeGreaterThanOrEqual(1);
});

test('hovering a link prefetches its page; save-data stops prefetching', async ({ page }) => {
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/RSC/R/')) payloads.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Контакти' })
    .hover();
  await expect.poll(() => payloads).toContain('/RSC/R/contact-us.txt');

  const saving: string[] = [];
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 1400, height: 700 });
  await other.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
    });
  });
  other.on('request', (request) => {
    if (request.url().includes('/RSC/R/')) saving.push(request.url());
  });
  await other.goto('/');
  await hydrated(other);
  await other
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Контакти' })
    .hover();
  await other.waitForTimeout(2500); // past the idle prefetch timeout too
  expect(saving).toEqual([]);
});

test('visible links are prefetched once the browser is idle (at most 2 s)', async ({ page }) => {
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/RSC/R/')) payloads.push(new URL(request.url()).pathname);
  });
  await page.goto('/about-portal');
  await hydrated(page);
  await expect.poll(() => payloads.length, { timeout: 5000 }).toBeGreaterThan(2);
});

test('a revalidated page (If-None-Match → 304) keeps its scripts running under the CSP', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/references/faq');
  await hydrated(page);
  const revalidation = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/references/faq',
  );
  await page.reload();
  await hydrated(page);
  // The browser's cache adds If-None-Match below the page: only allHeaders() shows it.
  expect((await (await revalidation).allHeaders())['if-none-match']).toMatch(/^W\//);
  // Chromium reports the revalidated copy as 200; hydration proves the stored nonces still match.
  await page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Новини' })
    .click();
  await expect(page.locator('main h1')).toHaveText('Новини');
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('a failed navigation turns the progress bar red, then loads the page in full', async ({
  page,
}) => {
  // Before the page loads: the idle prefetch would otherwise fetch the payload first.
  await page.route('**/RSC/R/news.txt*', (route) => route.abort());
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Новини' })
    .click();
  await expect(
    page.getByRole('progressbar', { name: 'Помилка завантаження сторінки' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('main h1')).toHaveText('Новини');
});
