import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from '@playwright/test';

// The Virtual Screen Reader (@guidepup/virtual-screen-reader) inside the page under test: what a
// screen reader would say, live-region announcements included ("polite: …", "assertive: …").
// Its browser build is one ES module without imports; its last statement exports the API, which
// becomes a global here so the file runs as a classic script. The page's CSP forbids inline
// scripts without its nonce: specs using this set `bypassCSP: true`.

const require = createRequire(import.meta.url);
let bundle: string | undefined;

function browserBundle(): string {
  if (bundle) return bundle;
  const file = require
    .resolve('@guidepup/virtual-screen-reader')
    .replace(/cjs[/\\]index\.c?js$/, 'esm/index.browser.js');
  const source = fs.readFileSync(file, 'utf8');
  const exported = /export\{([\w$]+) as Virtual,([\w$]+) as virtual\};?/.exec(source);
  if (!exported) throw new Error(`${file}: the export statement has changed shape`);
  // A function, so the `$` in minified names is not read as a replacement pattern.
  bundle = source.replace(
    exported[0],
    () => `window.__screenReader={Virtual:${exported[1]},virtual:${exported[2]}};`,
  );
  return bundle;
}

interface ScreenReaderApi {
  virtual: {
    start(options: { container: Node }): Promise<void>;
    stop(): Promise<void>;
    next(): Promise<void>;
    spokenPhraseLog(): Promise<string[]>;
    clearSpokenPhraseLog(): Promise<void>;
  };
}
declare global {
  interface Window {
    __screenReader?: ScreenReaderApi;
  }
}

/** Starts the reader over the whole document (again after every full page load). */
export async function startScreenReader(page: Page): Promise<void> {
  await page.addScriptTag({ content: browserBundle() });
  await page.evaluate(() => window.__screenReader!.virtual.start({ container: document.body }));
}

/** Everything the reader said since it started or was last cleared. */
export function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__screenReader!.virtual.spokenPhraseLog());
}

/** The live-region announcements among them. */
export async function announcements(page: Page): Promise<string[]> {
  return (await spoken(page)).filter((phrase) => /^(polite|assertive): /.test(phrase));
}

export function clearSpoken(page: Page): Promise<void> {
  return page.evaluate(() => window.__screenReader!.virtual.clearSpokenPhraseLog());
}

/**
 * Starts the reader as the next document is parsed (before hydration and the islands), so that
 * whatever the page says live while it loads is recorded too. For full page loads, such as a
 * GET form's submission; `startScreenReader` is for a page already loaded.
 */
export async function startScreenReaderAtLoad(page: Page): Promise<void> {
  await page.addInitScript(
    `${browserBundle()}
document.addEventListener('DOMContentLoaded', () => {
  void window.__screenReader.virtual.start({ container: document.body });
});`,
  );
}

/** Reads the page from the top, as a reader's "read all" would: everything it says, in order. */
export async function readThrough(page: Page, maxSteps = 1000): Promise<string[]> {
  await page.waitForFunction(() => 'virtual' in (window.__screenReader ?? {}));
  const read = await page.evaluate(async (steps) => {
    const { virtual } = window.__screenReader!;
    await virtual.stop();
    await virtual.start({ container: document.body });
    await virtual.clearSpokenPhraseLog();
    for (let i = 0; i < steps; i++) {
      await virtual.next();
      // Past the last element the reader starts over at the document: the page has been read.
      const log = await virtual.spokenPhraseLog();
      if (log.at(-1) === 'document') return { log: log.slice(0, -1), complete: true };
    }
    return { log: await virtual.spokenPhraseLog(), complete: false };
  }, maxSteps);
  if (!read.complete) throw new Error(`the page says more than ${maxSteps} phrases`);
  return read.log;
}
