import { expect, test } from '@playwright/test';

test('the home page renders from the registry with its title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^IFIs - /);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the registry list shows the first page of projects server-rendered', async ({ page }) => {
  await page.goto('/projects?page=1');
  await expect(page).toHaveTitle('IFIs - Проєкти МФО');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(/Знайдено \d+ проєкт/)).toBeVisible();
});
