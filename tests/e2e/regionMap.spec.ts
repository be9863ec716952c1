import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { regionCodes } from '../../src/lib/regions';
import {
  portalDialect,
  prepareDatabase,
  prepareTestDatabase,
  startPortal,
  type RunningPortal,
} from '../support/portal';
import { axeViolations, describeViolations } from './axe';

// The map of regions on the statistics section and above a filtered list, in both
// themes, on a phone and without JavaScript. Its own portal, whose projects are placed by a
// fixed rule (the demo data's placement is the placement engineer's): every shade and the
// nationwide row then appear. REGION_MAP_SHOTS=dir also writes screenshots and a printed PDF.

test.describe.configure({ mode: 'serial' });

let portal: RunningPortal;

test.beforeAll(async () => {
  // It places rows with SQLite: under INTEGRATION_DIALECT=postgres it seeds a file of its own.
  const databasePath =
    portalDialect() === 'postgres' ? prepareDatabase() : await prepareTestDatabase();
  const db = new Database(databasePath);
  try {
    const keys = db.prepare('SELECT id FROM projects ORDER BY id').pluck().all() as number[];
    const insert = db.prepare(
      'INSERT OR IGNORE INTO "projectRegions" ("projectKey", region, evidence) VALUES (?, ?, ?)',
    );
    db.transaction(() => {
      db.prepare('DELETE FROM "projectRegions"').run();
      keys.forEach((key, i) => {
        if (i % 5 === 4) return; // nationwide
        // Skewed, so that the classes differ: low codes get more projects; Kyiv city most.
        const code = regionCodes[Math.floor((((i * 7919) % 1000) ** 2 / 1000 ** 2) * 27)]!;
        insert.run(key, code, 'test');
        if (i % 3 === 0) insert.run(key, 'UA-30', 'test');
      });
    })();
  } finally {
    db.close();
  }
  portal = await startPortal({ databasePath });
});

test.afterAll(async () => {
  await portal?.stop();
});

const themes = [
  { name: 'normal', cookies: [] as { name: string; value: string }[] },
  { name: 'high-contrast', cookies: [{ name: 'dis', value: '0' }] },
];

async function open(page: Page, context: BrowserContext, address: string, cookies: object[]) {
  const domain = new URL(portal.url).hostname;
  await context.addCookies(cookies.map((c) => ({ ...c, domain, path: '/' }) as never));
  await page.goto(`${portal.url}${address}`);
  // Above the list the map waits behind a closed disclosure, the results first.
  const summary = page.locator('#region-map summary');
  if (address.startsWith('/projects')) {
    await expect(page.locator('#region-map details')).not.toHaveAttribute('open');
    await summary.click();
  }
  await expect(page.locator('#region-map svg[role="group"]')).toBeVisible();
}

async function firstStateId(page: Page): Promise<string> {
  const value = await page
    .locator('#statistics-state option:not([value=""])')
    .first()
    .getAttribute('value');
  return value!;
}

const shots = process.env.REGION_MAP_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.locator('#region-map').screenshot({ path: path.join(shots, `${name}.png`) });
}

for (const theme of themes) {
  test(`the statistics map has no axe violations in the ${theme.name} theme`, async ({
    page,
    context,
  }) => {
    await open(page, context, '/?p=analytics', theme.cookies);
    const map = page.locator('#region-map');
    await expect(map.locator('svg[role="group"] a')).toHaveCount(25);
    await expect(map.locator('table tbody a')).toHaveCount(27);
    await expect(map.locator('tfoot')).toContainText('Загальнодержавні або без місця');
    await expect(
      map.getByRole('link', { name: /^Харківська область: \d+ проєкт/ }),
    ).toHaveAttribute('href', '/projects?region=UA-63&page=1');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shoot(page, `analytics-${theme.name}`);
  });

  test(`the map above a filtered list has no axe violations in the ${theme.name} theme`, async ({
    page,
    context,
  }) => {
    await open(page, context, '/?p=analytics', []);
    const state = await firstStateId(page);
    await open(page, context, `/projects?projectState=${state}&page=1`, theme.cookies);
    const map = page.locator('#region-map');
    await expect(map.getByRole('link', { name: 'Львівська область', exact: true })).toHaveAttribute(
      'href',
      `/projects?projectState=${state}&region=UA-46&page=1`,
    );
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shoot(page, `projects-${theme.name}`);
  });
}

test('the unfiltered list has no map', async ({ page }) => {
  await page.goto(`${portal.url}/projects?page=1`);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#region-map')).toHaveCount(0);
});

test('the map follows the statistics state and switches to amounts without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${portal.url}/?p=analytics`);
  const all = await page.locator('#region-map tfoot td').first().textContent();
  const state = await firstStateId(page);
  await page.goto(`${portal.url}/?p=analytics&state=${state}`);
  const map = page.locator('#region-map');
  await expect(map).toContainText('проєкти у стані');
  expect(Number(await map.locator('tfoot td').first().textContent())).toBeLessThan(Number(all));
  await map.getByRole('link', { name: 'вартість проєктів' }).click();
  await expect(page).toHaveURL(new RegExp(`state=${state}&map=amount#region-map$`));
  await expect(map.locator('svg[role="group"] text').first()).toContainText('млн');
  await context.close();
});

test("a state chosen in place says the map is the page's and links to its own", async ({
  page,
}) => {
  await page.goto(`${portal.url}/?p=analytics`);
  const state = await firstStateId(page);
  const name = await page.locator(`#statistics-state option[value="${state}"]`).textContent();
  await page.getByLabel('Стан проєктів').selectOption(state);
  const note = page.getByText('Карту за областями нижче складено для: усі стани.');
  await expect(note).toBeVisible();
  await note.getByRole('link', { name: `Показати карту для: «${name}»` }).click();
  await expect(page).toHaveURL(new RegExp(`state=${state}#region-map$`));
  await expect(page.locator('#region-map')).toContainText(`проєкти у стані «${name}»`);
  await expect(note).toHaveCount(0);
});

test('the map fits a 390 px phone in accessibility mode, and prints', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await open(page, context, '/?p=analytics', [
    { name: 'dis', value: '0' },
    { name: 'font_size', value: 'l' },
  ]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await shoot(page, 'analytics-phone-contrast-l');
  await context.clearCookies();
  await page.goto(`${portal.url}/?p=analytics`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#region-map svg[role="group"]')).toBeVisible();
  await expect(page.locator('#region-map p').filter({ hasText: 'Відтінок на карті' })).toBeHidden();
  if (shots) {
    const pdf = path.join(shots, 'analytics.pdf');
    const desktop = await browser.newPage();
    await desktop.goto(`${portal.url}/?p=analytics`);
    await desktop.pdf({ path: pdf, format: 'A4', printBackground: false });
    await desktop.close();
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, path.join(shots, 'analytics-print')]);
  }
  await context.close();
});
