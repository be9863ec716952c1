import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (downloads fail on these machines).
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  timeout: 60_000,
  // How long a condition may take to come true, a hang-catcher, not a speed check (those say
  // their own bound): with another suite's portals pegging both cores, hydration of a phone page
  // took over 10 s (the drawer button, which only hydration adds, was still missing).
  expect: { timeout: 20_000 },
  // Files run side by side in two browsers against the one portal of globalSetup (readers; the
  // tests that spend a per-client budget are few). Tests within a file run in order unless the
  // file says otherwise (shellAxe's independent page checks do). E2E_WORKERS overrides.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // No retries: a flaky test is fixed, not run again until it passes.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'uk-UA',
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
});
