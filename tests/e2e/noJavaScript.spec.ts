import { expect, test } from '@playwright/test';

// The shell without JavaScript: links navigate, the accessibility toggle goes through the
// preferences endpoint and comes back, the overlay menu opens as the #side-nav target.
test.use({ javaScriptEnabled: false });

test('the menu navigates and the accessibility toggle works without JavaScript', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Головне меню' })
    .getByRole('link', { name: 'Пошук проєктів' })
    .click();
  await expect(page).toHaveURL(/\/projects\?page=1$/);
  await expect(page).toHaveTitle('IFIs - Проєкти МФО');

  await page.getByRole('link', { name: 'Версія для людей з порушенням зору' }).click();
  await expect(page).toHaveURL(/\/projects\?page=1$/);
  expect((await context.cookies()).find((c) => c.name === 'dis')?.value).toBe('0');
  await expect(page.locator('html')).toHaveCSS('font-size', '22px');
  await page.getByRole('link', { name: 'A — Великий шрифт' }).click();
  await expect(page.locator('html')).toHaveCSS('font-size', '26px');
});

test('the overlay menu opens as a link target on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  await expect(nav).toBeHidden();
  await page.getByRole('link', { name: 'Меню' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Закрити меню' }).click();
  await expect(nav).toBeHidden();
});

test('the accessibility info reads as a disclosure without JavaScript', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Довідка про режим доступності').click();
  await expect(
    page.getByText('Режим доступності призначений для людей з порушенням зору'),
  ).toBeVisible();
});
