import { expect, test, type Page } from '@playwright/test';
import { announcements, readThrough, spoken, startScreenReaderAtLoad } from './screenReader';

// The portal search page (/search?q=…) as a screen reader hears it (docs/accessibility.md). Its
// form is a plain GET form: a new query is a new page load, not an update in place. The result
// count is a heading (a polite live region, for a page that would update it in place): read once
// where it stands, never repeated by a live announcement while the page loads and hydrates.

test.use({ bypassCSP: true });

/** Phrases that say a search's result count ('Знайдено 33 результати за запитом «школа»'). */
const countSaid = (said: string[]) =>
  said.filter((phrase) => /Знайдено \d+ результат/.test(phrase));

/** Loaded, hydrated, and a moment for late announcements (the islands start after load). */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('#search-summary')).toBeVisible();
  await page.waitForTimeout(2500);
}

async function heardOnce(page: Page, query: string) {
  const summary = page.locator('#search-summary');
  const count = (await summary.textContent())!;
  expect(count).toMatch(new RegExp(`^Знайдено \\d+ результат.* за запитом «${query}»$`));
  // Nothing live says it while the page loads, hydrates and starts its islands (the reader was
  // listening from the start: it said the document).
  expect(await spoken(page)).toContain('document');
  expect(countSaid(await announcements(page))).toEqual([]);
  // Read from the top: the count once, as the level-2 heading it is.
  const all = await readThrough(page);
  expect(countSaid(all)).toEqual([`heading, ${count}, level 2`]);
}

test('a search says its result count once, and again once for a new query', async ({ page }) => {
  // Wide enough for the header's search form (phones get a link to the search page instead).
  await page.setViewportSize({ width: 1400, height: 800 });
  await startScreenReaderAtLoad(page);
  await page.goto('/');
  const header = page.getByRole('search', { name: 'Пошук по порталу' });
  await header.getByRole('searchbox').fill('школа');
  await header.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await settled(page);
  await heardOnce(page, 'школа');

  // A new query from the results page's own form: a page load again (not an update in place:
  // the mark set on this page is gone), and the new count once.
  await page.evaluate(() => ((window as { beforeQuery?: boolean }).beforeQuery = true));
  const own = page.getByRole('searchbox', { name: 'Що шукаєте?' });
  await own.fill('лікарня');
  await own.press('Enter');
  await expect(page).toHaveURL(/[?&]q=%D0%BB%D1%96%D0%BA/i);
  await settled(page);
  expect(await page.evaluate(() => (window as { beforeQuery?: boolean }).beforeQuery)).toBe(
    undefined,
  );
  await heardOnce(page, 'лікарня');
});
