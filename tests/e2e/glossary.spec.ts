import { expect, test } from '@playwright/test';

test.describe('glossary', () => {
  test('groups terms under a letter index in Ukrainian order', async ({ page }) => {
    await page.goto('/references/glossary');
    await expect(page).toHaveTitle('IFIs - Глосарій');
    const index = page.getByRole('navigation', { name: 'Абетковий покажчик' });
    const letters = (await index.getByRole('link').allTextContents()).map((l) => l.trim());
    expect(letters.length).toBeGreaterThan(5);
    expect(letters).toEqual([...letters].sort(new Intl.Collator('uk').compare));
    const headings = await page.locator('main section h2').allTextContents();
    expect(headings.map((h) => h.trim())).toEqual(letters);

    const last = letters[letters.length - 1]!;
    await index.getByRole('link', { name: new RegExp(`^${last}:`) }).click();
    await expect(page).toHaveURL(/#letter-[0-9a-f]+$/);
    await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport();
  });

  test('opens a term page with its article, linked terms and breadcrumbs', async ({ page }) => {
    await page.goto('/references/glossary');
    await page.getByRole('link', { name: 'Державний борг', exact: true }).click();
    await expect(page).toHaveURL(/\/references\/glossary\/derzhavnyi-borh$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Державний борг');
    const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    await expect(crumbs.getByRole('link', { name: 'Глосарій' })).toHaveAttribute(
      'href',
      '/references/glossary',
    );
    await expect(crumbs.getByText('Термін')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main article img')).toHaveAttribute('alt', /державний борг/i);
    const linked = page.getByRole('region', { name: 'Пов’язані терміни' }).getByRole('link');
    await expect(linked.first()).toBeVisible();
    const target = await linked.first().textContent();
    await linked.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target!);
  });
});
