import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

// The /api guide for developers: server-rendered, readable without JavaScript, axe-clean in the
// normal and the high-contrast theme.

for (const theme of [
  { name: 'normal', cookies: [] as { name: string; value: string }[] },
  { name: 'accessibility', cookies: [{ name: 'dis', value: '0' }] },
]) {
  test(`the /api guide has no axe violations in the ${theme.name} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (theme.cookies.length) {
      await context.addCookies(theme.cookies.map((c) => ({ ...c, url: baseURL! })));
    }
    await page.goto('/api');
    await expect(page).toHaveTitle('IFIs - API');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the guide lists the endpoints with real responses and links to the docs', async ({
    page,
  }) => {
    await page.goto('/api');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API порталу');
    await expect(
      page.getByRole('heading', { level: 3, name: 'GET /api/_search/xm-entities' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Документ OpenAPI 3.1' })).toHaveAttribute(
      'href',
      '/v2/api-docs',
    );
    await expect(page.getByRole('link', { name: 'Опис полів API (PDF)' })).toHaveAttribute(
      'href',
      '/data/api/api_fields.pdf',
    );
    await expect(page.getByText('"typeKey": "PROJECT"').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Усі проєкти у форматі IATI (XML)' }),
    ).toHaveAttribute('href', '/api/iati/activities.xml');
    await page.getByRole('link', { name: 'Поля запису проєкту' }).click();
    await expect(page.getByRole('table', { name: 'Підготовка' })).toBeVisible();
  });
});
