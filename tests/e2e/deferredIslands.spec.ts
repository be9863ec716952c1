import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './ready';

// Deferred islands (components/common/deferredIsland.tsx): their code arrives after the page,
// and the hand-over from the server's HTML must neither move the page nor lose focus.

/**
 * Holds the search island's code until `release()`: what the visitor does first happens before
 * it arrives, however slow the machine (a fixed delay was both a wait and, on a busy machine,
 * sometimes too short).
 */
async function holdIslandCode(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ProjectSearch-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('the search island takes over without a layout shift, and focus stays on its control', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        (window as unknown as { shifts: number }).shifts += (
          entry as unknown as { value: number }
        ).value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The island's code arrives late, as on a slow connection: once the visitor is in the field.
  const island = await holdIslandCode(page);
  await page.goto('/projects?page=1');
  const name = page.getByLabel('Пошук за назвою, метою, бенефіціаром');
  await name.focus();
  await expect(page.locator('html[data-islands-ready]')).toHaveCount(0);
  island.release();
  await islandsReady(page);
  await expect(name).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(
    0.01,
  );
  // Live now: typing searches in place.
  await name.fill('водопостачання');
  await expect(page).toHaveURL(/projectName=/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('what the visitor did before the island arrived carries over to it', async ({ page }) => {
    const island = await holdIslandCode(page);
    await page.goto('/projects?page=1');
    await page.locator('summary', { hasText: 'Фільтри і сортування' }).click();
    const state = page.getByLabel('Стан проєкту');
    await state.selectOption('5');
    await expect(page.locator('html[data-islands-ready]')).toHaveCount(0);
    island.release();
    await islandsReady(page);
    await expect(state).toBeVisible();
    await expect(state).toHaveValue('5');
    // The island took the choice as input: the search ran in place.
    await expect(page).toHaveURL(/projectState=5/);
  });
});
