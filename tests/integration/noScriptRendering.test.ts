import { describe, expect, inject, it } from 'vitest';
import { specRoutePaths } from './specRoutes';

// What a visitor without JavaScript gets of each page. The islands whose code loads after the
// page (components/common/deferredIsland.tsx) sit in <Suspense> boundaries: React must send
// their content in line, never as a hidden <div> that only a script reveals, and the page must
// link their stylesheets itself, since their code (and its CSS) is not part of the first load.

const baseURL = inject('baseURL');

async function stylesheetsOf(html: string): Promise<string> {
  const hrefs = new Set(
    [...html.matchAll(/rel="stylesheet"[^>]*?href="([^"]+)"/g)].map((m) => m[1]!),
  );
  const sheets = await Promise.all(
    [...hrefs].map(async (href) => (await fetch(`${baseURL}${href}`)).text()),
  );
  return sheets.join('\n');
}

describe('pages without JavaScript', () => {
  it('show every part in line, styled by the stylesheets the page links', async () => {
    for (const route of await specRoutePaths(baseURL)) {
      const html = await (await fetch(`${baseURL}${route}`)).text();
      expect(/<div hidden id="S:/.test(html), `${route} sends content out of line`).toBe(false);
      expect(html.includes('<!--$?-->'), `${route} leaves a boundary pending`).toBe(false);
      const css = await stylesheetsOf(html);
      const classes = new Set(
        [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
      );
      const unstyled = [...classes].filter((name) => name && !css.includes(`.${name}`));
      expect(unstyled, route).toEqual([]);
    }
  });
});
