import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const u = 'http://127.0.0.1:3111' + process.argv[2];
await page.goto(u);
for (const t of [0, 300, 1000, 3000]) { await page.waitForTimeout(t); console.log(t, await page.locator('table tbody tr').count(), await page.locator('html[data-islands-ready]').count()); }
await browser.close();
