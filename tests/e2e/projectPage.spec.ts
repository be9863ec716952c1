import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { formatAmount, formatDate } from '../../src/lib/format';
import { projectSections } from '../../src/lib/projectFieldCatalogue';
import { fieldsOfSection } from '../../src/lib/projectFields';
import { palette } from '../../src/styles/tokens';
import { axeViolations, describeViolations } from './axe';

// Project details: sections against the database, documents, charts with tables in
// both themes, print to PDF, axe, keyboard.

const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true });
test.afterAll(() => db.close());

interface ProjectRow {
  projectId: string;
  projectName: string;
  projectSum: number | null;
  creditSum: number | null;
  creditOpen: string | null;
  amountMoneyUsed: number | null;
  isCreditPaid: number;
}

const project = (id: string) =>
  db.prepare('SELECT * FROM projects WHERE projectId = ?').get(id) as ProjectRow;

/** A project with documents, stat periods and a loan: every part of the page has content. */
const fullProjectId = (
  db
    .prepare(
      `SELECT p.projectId FROM projects p
       WHERE p.creditSum > 0 AND p.amountMoneyUsed > 0
         AND EXISTS (SELECT 1 FROM projectDocuments d WHERE d.projectId = p.projectId)
         AND (SELECT COUNT(*) FROM projectStats s WHERE s.projectId = p.projectId) >= 3
       ORDER BY p.projectId LIMIT 1`,
    )
    .get() as { projectId: string }
).projectId;

const sectionTitles = [
  ...projectSections.map((s) => s.title),
  'Прикріплені документи',
  'Діаграма використаних коштів',
  'Динаміка вартості проєкту',
];

async function openProject(page: Page, id: string, accessible = false) {
  if (accessible) {
    await page.context().addCookies([{ name: 'dis', value: '0', url: process.env.E2E_BASE_URL! }]);
  }
  const response = await page.goto(`/projects/${id}`);
  expect(response?.status()).toBe(200);
  // Both charts are drawn once Victory's chunk has loaded.
  await expect(page.locator('#project-used-funds svg').first()).toBeVisible();
  await expect(page.locator('#project-cost-dynamics svg').first()).toBeVisible();
}

test('a project opened from the list shows every section with its labels and values from the database', async ({
  page,
}) => {
  await page.goto('/projects?page=1');
  const link = page.locator('main a[href^="/projects/"]').first();
  const href = (await link.getAttribute('href'))!;
  const id = href.split('/').pop()!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
  const row = project(id);
  await expect(page).toHaveTitle(`IFIs - ${row.projectName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.projectName);
  const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
  await expect(crumbs.getByRole('link', { name: 'Проєкти МФО' })).toBeVisible();
  for (const title of sectionTitles) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  for (const section of projectSections) {
    const labels = page.locator(`#project-${section.id} dt`);
    await expect(labels).toHaveText(fieldsOfSection(section.id).map((f) => f.label));
  }
  const value = (key: string) => page.locator(`[data-field="${key}"] dd`);
  await expect(value('projectName')).toHaveText(row.projectName);
  await expect(value('projectSum')).toHaveText(formatAmount(row.projectSum) ?? /—/);
  await expect(value('creditSum')).toHaveText(formatAmount(row.creditSum) ?? /—/);
  await expect(value('creditOpen')).toHaveText(formatDate(row.creditOpen) ?? /—/);
  await expect(value('isCreditPaid')).toHaveText(row.isCreditPaid ? 'Так' : 'Ні');
});

test('an attached document downloads with its Ukrainian name and the stored bytes', async ({
  page,
}) => {
  await page.goto(`/projects/${fullProjectId}`);
  const doc = db
    .prepare('SELECT id, fileName, content FROM projectDocuments WHERE projectId = ? ORDER BY id')
    .get(fullProjectId) as { id: number; fileName: string; content: Buffer };
  const downloadPromise = page.waitForEvent('download');
  await page.locator(`#project-documents a[href^="/api/public/files/${doc.id}/"]`).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(doc.fileName);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.equals(doc.content)).toBe(true);
});

for (const accessible of [false, true]) {
  const theme = accessible ? 'contrast' : 'normal';

  test(`charts render with their data tables and ${theme} theme colours`, async ({ page }) => {
    await openProject(page, fullProjectId, accessible);
    const stats = db
      .prepare('SELECT period FROM projectStats WHERE projectId = ? ORDER BY period')
      .all(fullProjectId) as { period: string }[];
    const costTable = page.getByRole('table', { name: /Динаміка вартості проєкту/ });
    await expect(costTable.locator('tbody th')).toHaveText(stats.map((s) => s.period));
    const fundsTable = page.getByRole('table', { name: /Використання кредитних коштів/ });
    await expect(fundsTable.locator('tbody th')).toHaveText(['Використано', 'Залишок']);
    const fills = await page
      .locator('#project-cost-dynamics svg path[role="presentation"]')
      .evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill));
    const expected = palette[theme].chart[0];
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(expected.slice(i, i + 2), 16)).join(', ')})`;
    expect(fills).toContain(rgb);
  });

  test(`the project page is axe-clean in the ${theme} theme`, async ({ page }) => {
    await openProject(page, fullProjectId, accessible);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}

test('the page links the project’s own IATI file, which is its activity in XML', async ({
  page,
}) => {
  await page.goto(`/projects/${fullProjectId}`);
  const link = page.getByRole('link', { name: 'Дані проєкту у форматі IATI (XML)' });
  await expect(link).toHaveAttribute('href', `/api/iati/activities/${fullProjectId}.xml`);
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await res.text()).toContain(
    `<iati-identifier>UA-EDR-00013480-${fullProjectId}</iati-identifier>`,
  );
});

test('a project without stat data says Дані відсутні instead of drawing an empty chart', async ({
  page,
}) => {
  const row = db
    .prepare(
      'SELECT projectId FROM projects WHERE projectId NOT IN (SELECT projectId FROM projectStats) LIMIT 1',
    )
    .get() as { projectId: string };
  await page.goto(`/projects/${row.projectId}`);
  await expect(page.locator('#project-cost-dynamics')).toContainText('Дані відсутні');
  await expect(page.locator('#project-cost-dynamics svg')).toHaveCount(0);
});

test('the keyboard reaches every section link and every document', async ({ page }) => {
  await page.goto(`/projects/${fullProjectId}`);
  const documents = await page.locator('#project-documents a').count();
  const reached = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    if (href) reached.add(href);
  }
  for (const title of sectionTitles) {
    const href = await page.getByRole('link', { name: title, exact: true }).getAttribute('href');
    expect(reached, title).toContain(href);
  }
  expect([...reached].filter((h) => h.startsWith('/api/public/files/'))).toHaveLength(documents);
  // Following a contents link moves to its section.
  await page.getByRole('link', { name: 'Фінансування та виконання', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#project-finance$/);
});

test('Victory loads only on the project page, and the page needs no RPC call for its own data', async ({
  page,
}) => {
  const scripts: string[] = [];
  const rpc: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
    if (req.url().includes('/api/trpc/project.')) rpc.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /victory/i.test(s))).toEqual([]);
  await openProject(page, fullProjectId);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /victory/i.test(s)).length).toBeGreaterThan(0);
  // project.byId and project.stats are seeded from the server's data: nothing is refetched.
  expect(rpc).toEqual([]);
});

test('printing gives the project without navigation, with its URL, print date, charts and tables', async ({
  page,
}, testInfo) => {
  const row = project(fullProjectId);
  await openProject(page, fullProjectId);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-stamp]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })).toBeHidden();
  await expect(page.locator('#project-cost-dynamics svg').first()).toBeVisible();
  const pdfPath = testInfo.outputPath('project.pdf');
  await page.pdf({
    path: pdfPath,
    format: 'A4',
    printBackground: true,
    margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' },
  });
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(row.projectName.split(' ').slice(0, 3).join(' '));
  expect(flat).toContain(`/projects/${fullProjectId}`);
  expect(flat).toMatch(/Дата друку: \d{2}\.\d{2}\.\d{4}/);
  for (const title of sectionTitles) expect(flat, title).toContain(title);
  expect(flat).toContain('таблиця даних');
  const pages = text.split('\f').filter((t) => t.trim());
  // The project starts on page 1, and no page ends with a section title cut off from its content.
  expect(pages[0]!.replace(/\s+/g, ' ')).toContain(
    row.projectName.split(' ').slice(0, 3).join(' '),
  );
  for (const [index, pageText] of pages.entries()) {
    const lastLine = pageText.trim().split('\n').at(-1)!.trim();
    expect(sectionTitles, `page ${index + 1} ends with a title`).not.toContain(lastLine);
  }
  for (const navigation of ['Перейти до основного вмісту', 'Головне меню', 'Зміст']) {
    expect(flat).not.toContain(navigation);
  }
  // Page 1 rendered to PNG beside the PDF, for a human look at the printed layout.
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '2',
    pdfPath,
    testInfo.outputPath('page'),
  ]);
  expect(fs.readdirSync(testInfo.outputPath()).some((f) => f.endsWith('.png'))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section, the contents, documents and both chart tables are in the server HTML', async ({
    page,
  }) => {
    await page.goto(`/projects/${fullProjectId}`);
    for (const title of sectionTitles) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.locator('#project-documents a').first()).toBeVisible();
    await expect(page.getByRole('table', { name: /Динаміка вартості проєкту/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /Використання кредитних коштів/ })).toBeVisible();
    // The drawings need JavaScript; their summaries and tables carry the same numbers.
    await expect(page.locator('#project-cost-dynamics figcaption')).toContainText(
      'Вартість проєкту',
    );
  });
});
