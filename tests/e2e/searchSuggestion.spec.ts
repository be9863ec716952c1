import { expect, test } from '@playwright/test';
import { islandsReady } from './ready';

// «Можливо, ви мали на увазі …» on the projects list: a misspelt search that finds nothing offers
// a corrected one that finds projects, with and without JavaScript, and every form of a word
// finds the same projects.

const misspelt = `/projects?page=1&projectName=${encodeURIComponent('Харкво')}`;

test('offers a corrected search without JavaScript, as a link that finds projects', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(misspelt);
  await expect(page.locator('#results-count')).toHaveText('Знайдено 0 проєктів');
  const link = page.getByRole('link', { name: 'Харків' });
  await expect(page.getByText('Можливо, ви мали на увазі')).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/projectName=%D0%A5%D0%B0%D1%80%D0%BA%D1%96%D0%B2/);
  await expect(page.locator('#results-count')).not.toHaveText('Знайдено 0 проєктів');
  await expect(page.getByLabel('Пошук за назвою, метою, бенефіціаром')).toHaveValue('Харків');
  await context.close();
});

test('follows the suggestion in place with JavaScript, and any form finds the same count', async ({
  page,
}) => {
  await page.goto(misspelt);
  await islandsReady(page);
  await page.getByRole('link', { name: 'Харків' }).click();
  await expect(page.locator('#results-count')).toBeFocused();
  // Focus moves at once; the count follows when the search answers.
  await expect(page.locator('#results-count')).not.toHaveText('Знайдено 0 проєктів');
  const count = await page.locator('#results-count').textContent();
  await expect(page.getByLabel('Пошук за назвою, метою, бенефіціаром')).toHaveValue('Харків');

  await page.goto(`/projects?page=1&projectName=${encodeURIComponent('Харкова')}`);
  await expect(page.locator('#results-count')).toHaveText(count!);
  await expect(page.getByText('Можливо, ви мали на увазі')).toHaveCount(0);
});
