import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { contactFieldLabels } from '../../src/lib/contactForm';
import { menuEntries } from '../../src/lib/siteTree';
import { islandsReady } from './ready';
import { announcements, clearSpoken, startScreenReader } from './screenReader';

// What a screen reader hears on the portal's journeys (docs/accessibility.md): the Virtual Screen
// Reader runs inside Chromium and records every live-region announcement; focus moves, which a
// reader speaks too, are checked beside it. Axe checks the markup elsewhere; this checks what is
// said, and how often.

test.use({ bypassCSP: true });

/** Announcements that say a result count ('Знайдено N проєктів'). */
const countSaid = (said: string[]) => said.filter((phrase) => /Знайдено \d+ проєкт/.test(phrase));

/** Waits until the live search has settled (no loader), then a moment for late announcements. */
async function settled(page: Page) {
  await expect(page.locator('#results-count')).toBeVisible();
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(400);
}

test('the list says its new result count once after a filter, a sort and a page change', async ({
  page,
}) => {
  await page.goto('/projects?page=1');
  await islandsReady(page);
  await startScreenReader(page);

  // A filter: the count heading is a polite live region and its text changes.
  await clearSpoken(page);
  await page.getByLabel('Стан проєкту').selectOption('5');
  await expect(page).toHaveURL(/projectState=5/);
  await settled(page);
  const count = (await page.locator('#results-count').textContent())!;
  expect(countSaid(await announcements(page))).toEqual([`polite: ${count}`]);

  // A sort and a page change keep the count: focus moves to the count heading, which a reader
  // speaks, and nothing live repeats it.
  for (const step of [
    () => page.getByRole('link', { name: /^Сума проєкту/ }).click(),
    () => page.getByRole('link', { name: 'Сторінка 2', exact: true }).click(),
  ]) {
    await clearSpoken(page);
    await step();
    await settled(page);
    await expect(page.locator('#results-count')).toBeFocused();
    await expect(page.locator('#results-count')).toHaveText(count);
    expect(countSaid(await announcements(page))).toEqual([]);
  }
});

test('every side-menu transition says the new page once and puts focus on its h1', async ({
  page,
}) => {
  // Wide enough for the side menu to stay open beside the page.
  await page.setViewportSize({ width: 1400, height: 700 });
  await page.goto('/');
  // The shell has hydrated (its drawer toggle renders on the client): a click before then is a
  // full page load, which focuses nothing (seen on a loaded machine, two browsers at once).
  await expect(page.locator('button#drawer-toggle')).toBeVisible();
  await startScreenReader(page);
  const menu = page.getByRole('navigation', { name: 'Головне меню' });
  const hrefs = await menu
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(menuEntries.length);
  for (const href of hrefs) {
    const target = new URL(href, page.url());
    if (
      target.pathname + target.search ===
      new URL(page.url()).pathname + new URL(page.url()).search
    )
      continue;
    await clearSpoken(page);
    await menu.locator(`a[href="${href}"]`).first().click();
    const entry = { href };
    await expect(page).toHaveURL(target.href);
    const heading = page.getByRole('heading', { level: 1 });
    // The shell focuses the h1 once the new page is drawn (a few frames on a loaded machine).
    await expect(heading).toBeFocused({ timeout: 20_000 });
    await page.waitForTimeout(300);
    const title = await page.title();
    const said = await announcements(page);
    expect(said, entry.href).toEqual([`polite: ${title}`]);
    expect(await heading.count(), entry.href).toBe(1);
  }
});

test.describe('the contact form', () => {
  const fieldNames = Object.values(contactFieldLabels);

  test('an empty submission says nothing live and puts focus on the summary naming each field', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await page.getByLabel(/^Тема/).focus();
    await islandsReady(page);
    await startScreenReader(page);
    await clearSpoken(page);
    await page.getByRole('button', { name: 'Надіслати' }).click();
    const summary = page.getByRole('heading', { name: 'Перевірте дані у формі' }).locator('..');
    await expect(summary).toBeFocused();
    await page.waitForTimeout(500);
    expect(await announcements(page)).toEqual([]);
    const items = await summary.getByRole('listitem').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(
        fieldNames.some((name) => item.startsWith(name)),
        item,
      ).toBe(true);
    }
  });

  test('an invalid field, once left, says one message that names the field', async ({ page }) => {
    await page.goto('/contact-us');
    const email = page.getByLabel(/^Електронна пошта/);
    await email.focus();
    await islandsReady(page);
    await startScreenReader(page);
    await clearSpoken(page);
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.locator('#contact-email-error')).not.toBeEmpty();
    await page.waitForTimeout(400);
    const said = await announcements(page);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^polite: Електронна пошта: \S/);
  });
});

test('the statistics say their new state once, by name', async ({ page }) => {
  await page.goto('/?p=analytics');
  await page.getByLabel('Стан проєктів').focus();
  await islandsReady(page);
  await startScreenReader(page);
  await clearSpoken(page);
  await page.getByLabel('Стан проєктів').selectOption({ label: 'Завершено' });
  await expect(page).toHaveURL(/state=6$/);
  await page.waitForTimeout(800);
  // «Оновлюємо статистику…» while the numbers load is a progress note; the state is said once.
  const said = (await announcements(page)).filter((phrase) => phrase.includes('Показано'));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/^polite: Показано статистику: «Завершено», \d+ проєкт/);
});

/** The project page as a reader meets it: landmarks, headings, figures, tables. */
function outline(): string[] {
  const visible = (e: Element) => {
    if (e.closest('[aria-hidden="true"], [hidden]')) return false;
    const style = getComputedStyle(e);
    return style.display !== 'none' && style.visibility !== 'hidden';
  };
  const text = (e: Element | null) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const named = (e: Element) =>
    e.getAttribute('aria-label') ??
    text(document.getElementById(e.getAttribute('aria-labelledby') ?? '') ?? null);
  const lines: string[] = [];
  const main = document.querySelector('main')!;
  for (const e of document.querySelectorAll('header, nav, main, footer, [role="region"]')) {
    if (!visible(e) || (e.tagName === 'HEADER' && e.closest('main, article, section'))) continue;
    const role = e.getAttribute('role') ?? e.tagName.toLowerCase();
    lines.push(`landmark ${role}${named(e) ? `: ${named(e)}` : ''}`);
  }
  for (const e of main.querySelectorAll('h1, h2, h3, h4, figure, table')) {
    if (!visible(e)) continue;
    if (e.tagName === 'FIGURE') lines.push(`figure: ${named(e).slice(0, 40)}…`);
    else if (e.tagName === 'TABLE') lines.push(`table: ${text(e.querySelector('caption'))}`);
    else lines.push(`${e.tagName.toLowerCase()}: ${text(e)}`);
  }
  return lines;
}

test('a project page has the outline a reader expects (golden file)', async ({ page }) => {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true });
  const { projectId } = db
    .prepare(
      `SELECT p.projectId FROM projects p
       WHERE p.creditSum > 0 AND p.amountMoneyUsed > 0
         AND EXISTS (SELECT 1 FROM projectDocuments d WHERE d.projectId = p.projectId)
         AND (SELECT COUNT(*) FROM projectStats s WHERE s.projectId = p.projectId) >= 3
       ORDER BY p.projectId LIMIT 1`,
    )
    .get() as { projectId: string };
  db.close();
  await page.setViewportSize({ width: 1400, height: 700 });
  await page.goto(`/projects/${projectId}`);
  const lines = await page.evaluate(outline);
  // One h1, the sections as h2, each figure named by its summary, every table captioned.
  expect(lines.filter((line) => line.startsWith('h1: '))).toHaveLength(1);
  expect(lines.filter((line) => line === 'table: ')).toEqual([]);
  const golden = path.join(import.meta.dirname, 'golden', 'projectOutline.txt');
  const actual = lines.map((line) => line.replace(projectId, '{id}')).join('\n') + '\n';
  if (process.env.UPDATE_GOLDEN) fs.writeFileSync(golden, actual);
  expect(actual).toBe(fs.readFileSync(golden, 'utf8'));
});

test.describe('dialogs and the cookie banner from the keyboard', () => {
  test('the accessibility-mode help: named, opened and closed by keys, focus back on its button', async ({
    page,
  }) => {
    await page.goto('/');
    // A <details> summary in the server's HTML; once live it opens a modal dialog.
    const opener = page.locator('summary[aria-label="Довідка про режим доступності"]');
    await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // A reader says the dialog's name as focus enters it.
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    await expect(dialog).toHaveAccessibleName(/доступн/i);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the cookie banner: named, closed by keys, focus not lost', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Згода на використання cookie' });
    await expect(banner).toBeVisible();
    const close = page.getByRole('button', { name: 'Закрити повідомлення про cookie' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // Focus goes on to the page's content, not to the body where a reader would fall silent.
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the «Дякую» message after sending: said once, closed by keys, focus back on the form', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await page.getByLabel(/^Тема/).focus();
    await islandsReady(page);
    await startScreenReader(page);
    await page.getByLabel(/^Ваше ім/).fill('Олена Коваль');
    await page.getByLabel(/^Електронна пошта/).fill('olena@example.com');
    await page.getByLabel(/^Тема/).fill('Перевірка читача екрана');
    await page.getByLabel(/^Повідомлення/).fill('Текст повідомлення для перевірки, досить довгий.');
    const submit = page.getByRole('button', { name: 'Надіслати' });
    await submit.focus();
    await clearSpoken(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Повідомлення' });
    await expect(dialog).toContainText('Дякуємо!');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.waitForTimeout(400);
    // The dialog speaks the message as focus enters it; nothing live repeats it.
    expect((await announcements(page)).filter((p) => p.includes('Дякуємо'))).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
  });
});
