import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has hydrated (RpcIsland marks <html> when its island is live): input given
 * before then reaches only the server's HTML, and hydration may reset it.
 */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-islands-ready="true"]')).toHaveCount(1);
}
