import { expect, test } from '@playwright/test';

test.describe('FAQ', () => {
  test('opens and closes answers without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/references/faq');
    await expect(page).toHaveTitle("IFIs - Роз'яснення");
    const question = page.locator('summary', { hasText: 'Як часто оновлюються дані?' });
    const answer = page.getByText('Портал регулярно отримує дані з реєстру');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.press('Enter');
    await expect(answer).toBeHidden();
    await context.close();
  });

  test('a link to a question opens it', async ({ page }) => {
    await page.goto('/references/faq#faq-09');
    await expect(page.locator('details#faq-09')).toHaveAttribute('open', '');
    await expect(page.getByRole('link', { name: 'публічним API' })).toBeVisible();
  });
});
