import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { islandsReady } from './ready';
import ExcelJS from 'exceljs';
import { axeViolations, describeViolations } from './axe';

// The results' own table: a filtered list also shows the map's table of regions.
const results = 'section[aria-labelledby="results-count"]';
const resultRows = `${results} table tbody tr`;

// Registry search journeys: filters, sort and page in the URL, with and without
// JavaScript; exports matching the on-screen total; axe in both themes.

const IMPLEMENTATION = '5';

/** The creditor with the most projects in implementation, so that page 3 exists. */
async function busiestCreditor(request: APIRequestContext): Promise<{ id: string; total: number }> {
  let best = { id: '', total: -1 };
  for (let id = 1; id <= 50; id++) {
    const input = encodeURIComponent(
      JSON.stringify({ json: { filters: { mfo: id, projectState: Number(IMPLEMENTATION) } } }),
    );
    const res = await request.get(`/api/trpc/projects.search?input=${input}`);
    if (!res.ok()) continue;
    const total = (await res.json()).result.data.json.total as number;
    if (total > best.total) best = { id: String(id), total };
  }
  expect(best.total, 'a creditor with more than 20 projects in implementation').toBeGreaterThan(20);
  return best;
}

const firstNames = (page: Page) =>
  page.locator('table tbody tr td:first-child a').allTextContents();
const countText = (page: Page) => page.locator('#results-count').textContent();

async function expectSortedByAmountDesc(page: Page) {
  const amounts = (await page.locator('table tbody tr td:nth-child(6)').allTextContents())
    .filter((t) => t !== '—')
    .map((t) => Number(t.replace(/[^\d.]/g, '')));
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
}

test('filters, sorts and pages in place with JavaScript, and the URL reproduces the results', async ({
  page,
  browser,
  request,
}) => {
  const creditor = await busiestCreditor(request);
  await page.goto('/projects?page=1');
  await islandsReady(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByLabel('Кредитор (МФО)').selectOption(creditor.id);
  await expect(page).toHaveURL(new RegExp(`mfo=${creditor.id}`));
  const creditorUrl = page.url();
  await page.getByLabel('Стан проєкту').selectOption(IMPLEMENTATION);
  await expect(page).toHaveURL(/projectState=5/);
  await expect(page.locator('#results-count')).toHaveText(
    new RegExp(`Знайдено ${creditor.total} `),
  );
  const filteredUrl = page.url();

  await page.getByRole('link', { name: /^Сума проєкту/ }).click();
  await expect(page).toHaveURL(/sort=projectSum%2Casc/);
  const ascendingUrl = page.url();
  await page.getByRole('link', { name: /^Сума проєкту/ }).click();
  await expect(page).toHaveURL(/sort=projectSum%2Cdesc/);
  const descendingUrl = page.url();
  await expect(page.getByRole('columnheader', { name: /Сума проєкту/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('link', { name: 'Сторінка 3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.locator(`${results} caption`)).toHaveText(/сторінка 3 з/);
  await expectSortedByAmountDesc(page);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  const names = await firstNames(page);
  const count = await countText(page);
  const fresh = await browser.newPage();
  await fresh.goto(page.url());
  await expect(fresh.locator(resultRows)).toHaveCount(names.length);
  expect(await firstNames(fresh)).toEqual(names);
  expect(await countText(fresh)).toBe(count);
  await fresh.close();

  // Back: page 3 → page 1 sorted desc → asc → the filtered list; the form follows.
  for (const url of [descendingUrl, ascendingUrl, filteredUrl]) {
    await page.goBack();
    await expect(page).toHaveURL(url);
  }
  await expect(page.getByLabel('Стан проєкту')).toHaveValue(IMPLEMENTATION);
  await page.goBack();
  await expect(page).toHaveURL(creditorUrl);
  await expect(page.getByLabel('Стан проєкту')).toHaveValue('');
  await expect(page.getByLabel('Кредитор (МФО)')).toHaveValue(creditor.id);
});

test('the same journey works with JavaScript disabled', async ({ browser, request }) => {
  const creditor = await busiestCreditor(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/projects?page=1');
  await page.getByLabel('Кредитор (МФО)').selectOption(creditor.id);
  await page.getByLabel('Стан проєкту').selectOption(IMPLEMENTATION);
  await page.getByRole('button', { name: 'Знайти' }).click();
  await expect(page).toHaveURL(new RegExp(`mfo=${creditor.id}.*projectState=5.*page=1`));
  await expect(page.locator('#results-count')).toHaveText(
    new RegExp(`Знайдено ${creditor.total} `),
  );
  await page.getByRole('link', { name: /^Сума проєкту/ }).click();
  await page.getByRole('link', { name: /^Сума проєкту/ }).click();
  await expect(page).toHaveURL(/sort=projectSum%2Cdesc/);
  await page.getByRole('link', { name: 'Сторінка 3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await expectSortedByAmountDesc(page);
  const names = await firstNames(page);
  const again = await context.newPage();
  await again.goto(page.url());
  expect(await firstNames(again)).toEqual(names);
  await expect(again.getByLabel('Кредитор (МФО)')).toHaveValue(creditor.id);
  await context.close();
});

test('bad query values show the form with Ukrainian messages, never an error page', async ({
  page,
}) => {
  const response = await page.goto(
    `/projects?page=abc&monthFrom=13&amountFrom=500&amountTo=100&signDate=2024-02-30&projectName=${'x'.repeat(10_000)}&foo=bar`,
  );
  expect(response?.status()).toBe(200);
  await expect(page.locator('#filter-monthFrom-error')).toHaveText('12 або менше');
  await expect(page.locator('#filter-amountTo-error')).toHaveText('500 або більше');
  await expect(page.locator('#filter-signDate-error')).toContainText('формат');
  await expect(page.locator('#filter-projectName-error')).toHaveText('до 200 символів');
  await expect(page.getByLabel('Місяць з')).toHaveAttribute(
    'aria-describedby',
    /filter-monthFrom-error/,
  );
  await expect(page.getByText('Номер сторінки невірний')).toBeVisible();
  await expect(page.locator(resultRows)).toHaveCount(10);
});

test('no results and a page past the last give clear messages', async ({ page }) => {
  await page.goto('/projects?projectName=щщщщщщщщ&page=1');
  await expect(page.locator('#results-count')).toHaveText('Знайдено 0 проєктів');
  await expect(page.getByRole('link', { name: /Скинути фільтри і показати всі/ })).toBeVisible();
  await page.goto('/projects?page=9999');
  await expect(page.getByText('Сторінки 9999 немає')).toBeVisible();
  await page.getByRole('link', { name: /Перейти до останньої сторінки/ }).click();
  await expect(page.locator(resultRows).first()).toBeVisible();
});

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  return records;
}

test('export links download every row of the filtered, sorted list', async ({ page, request }) => {
  await page.goto('/projects?projectState=5&sort=projectSum,desc&page=2');
  const total = Number((await countText(page))!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(10);

  const csvHref = await page.getByRole('link', { name: /Завантажити CSV/ }).getAttribute('href');
  expect(csvHref).not.toMatch(/page=/);
  const csv = await request.get(csvHref!);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv; charset=utf-8/);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="projects-.*\.csv"/);
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = csvRecords(body.toString('utf8').slice(1));
  expect(records[0]![0]).toBe('Назва проєкту');
  expect(records).toHaveLength(total + 1);
  expect(records.slice(1).every((r) => r[1] === 'Реалізація')).toBe(true);
  expect(records[1]![10]).toMatch(/\/projects\/\d{9}$/);

  const xlsxHref = await page.getByRole('link', { name: /Завантажити XLSX/ }).getAttribute('href');
  const xlsx = await request.get(xlsxHref!);
  expect(xlsx.headers()['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(xlsx.headers()['content-disposition']).toMatch(/filename="projects-.*\.xlsx"/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(total + 1);
  const sums = [];
  for (let r = 2; r <= sheet.actualRowCount; r++) sums.push(sheet.getRow(r).getCell(6).value);
  const known = sums.filter((v): v is number => typeof v === 'number');
  expect(known).toEqual([...known].sort((a, b) => b - a));
});

for (const theme of [
  { name: 'normal', cookies: [] as { name: string; value: string }[] },
  { name: 'accessibility (contrast)', cookies: [{ name: 'dis', value: '0' }] },
]) {
  test(`the search page is axe-clean in the ${theme.name} theme`, async ({ page, baseURL }) => {
    if (theme.cookies.length) {
      await page.context().addCookies(theme.cookies.map((c) => ({ ...c, url: baseURL! })));
    }
    await page.goto('/projects?page=1&amountFrom=abc');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
