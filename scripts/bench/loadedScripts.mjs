// What a page really loads: Debian Chromium (Playwright) opens it on a phone-
// sized viewport and counts the bytes of every script that arrives before its `load` event and
// in the 1.5 s after it (islands included), as transferred (gzip).
import { chromium } from '@playwright/test';
// The tests' Chromium flags, said once.
import { chromiumLaunch } from '../../playwright.config.ts';

const AFTER_LOAD_MS = 1_500;
export async function openBrowser() {
  return chromium.launch(chromiumLaunch);
}

/** { kb, files }: script bytes (gzip, as sent) loaded by `url` until 1.5 s after `load`. */
export async function scriptsLoaded(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const counted = [...scripts];
  await context.close();
  const kb = counted.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  return { kb, files: counted };
}
