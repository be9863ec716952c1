import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

// The change history's screens: /changes (plain, filtered, with the form's errors), a project
// page's «Історія змін», a removed project's 410 page — axe in both themes and on a phone; the
// filter form without JavaScript; the history on paper.

function records(): { changed: string; removed: string } {
  const file = process.env.E2E_DATABASE_PATH;
  if (!file) throw new Error('E2E_DATABASE_PATH is not set: run through the Playwright config');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const changed = db
      .prepare(
        `SELECT c."projectId" AS id FROM "projectFieldChanges" c JOIN projects p USING ("projectId")
         GROUP BY c."projectId" ORDER BY count(*) DESC, c."projectId" LIMIT 1`,
      )
      .get() as { id: string };
    const removed = db
      .prepare(`SELECT "projectId" AS id FROM "projectChanges" WHERE kind = 'removed' LIMIT 1`)
      .get() as { id: string };
    return { changed: changed.id, removed: removed.id };
  } finally {
    db.close();
  }
}

const themes = [
  { name: 'normal', cookies: [] as { name: string; value: string }[] },
  {
    name: 'contrast',
    cookies: [
      { name: 'dis', value: '0' },
      { name: 'font_size', value: 'l' },
    ],
  },
];

function screens(): { name: string; path: string; status: number; open?: boolean }[] {
  const { changed, removed } = records();
  return [
    { name: '/changes', path: '/changes', status: 200 },
    { name: '/changes page 2, filtered', path: '/changes?projectState=5&page=2', status: 200 },
    {
      name: '/changes with errors',
      path: '/changes?mfo=abc&since=2026-02-30&amountFrom=9&amountTo=1',
      status: 200,
      open: true,
    },
    { name: 'a project’s history', path: `/projects/${changed}#project-history`, status: 200 },
    { name: 'a removed project (410)', path: `/projects/${removed}`, status: 410 },
  ];
}

for (const theme of themes) {
  test.describe(`${theme.name} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      const domain = new URL(baseURL!).hostname;
      await context.addCookies(theme.cookies.map((c) => ({ ...c, domain, path: '/' })));
    });
    for (const phone of [false, true]) {
      test(`the change history's screens have no axe violations${phone ? ' on a 390 px phone' : ''}`, async ({
        page,
      }) => {
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        for (const screen of screens()) {
          const res = await page.goto(screen.path);
          expect(res?.status(), screen.name).toBe(screen.status);
          if (screen.open) await expect(page.locator('#filter-since')).toBeVisible();
          const violations = await axeViolations(page);
          expect(violations, `${screen.name}: ${describeViolations(violations)}`).toEqual([]);
          // Nothing scrolls sideways (tables scroll inside their own region).
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, screen.name).toBeLessThanOrEqual(page.viewportSize()!.width);
        }
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the filters of /changes submit as a plain form and page with links', async ({ page }) => {
    await page.goto('/changes');
    // Wide screens show the form open, without its toggle.
    const toggle = page.locator('summary', { hasText: 'Фільтри' });
    if (await toggle.isVisible()) await toggle.click();
    await page.getByLabel('Стан проєкту').selectOption({ label: 'Завершено' });
    await page.getByLabel('Зміни від дати').fill('2026-01-01');
    await page.getByRole('button', { name: 'Знайти' }).click();
    await expect(page).toHaveURL(/\/changes\?.*projectState=6.*since=2026-01-01/);
    await expect(
      page.getByText(/^Відібрано: Стан проєкту: Завершено; від 01\.01\.2026$/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Знайдено \d+ змін/ })).toBeVisible();
  });
});

test('the history prints with the project page, without the feed link', async ({ page }) => {
  await page.goto(`/projects/${records().changed}`);
  await page.emulateMedia({ media: 'print' });
  const section = page.locator('#project-history');
  await expect(section.getByRole('table')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Підписатися (Atom)' })).toBeHidden();
});

test('the feed link is reachable from the keyboard on /changes', async ({ page }) => {
  await page.goto('/changes');
  const link = page.getByRole('link', { name: 'Підписатися (Atom)' });
  await link.focus();
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', '/changes.atom');
});

test('a removed project’s page has no print button and says 410 in its status tag', async ({
  page,
}) => {
  const { changed, removed } = records();
  const print = page.getByRole('button', { name: 'Друкувати сторінку' });
  // The button renders once the page is live: a project's page shows it, so its absence counts.
  await page.goto(`/projects/${changed}`);
  await expect(print).toBeVisible();
  const res = await page.goto(`/projects/${removed}`);
  expect(res?.status()).toBe(410);
  // The shell is live once its menu link has become a button; the print button would be too.
  await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
  await expect(print).toHaveCount(0);
  await expect(page.locator('meta[name="httpstatus"]')).toHaveAttribute('content', '410');
});
