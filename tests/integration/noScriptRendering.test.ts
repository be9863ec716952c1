import { describe, expect, inject, it } from 'vitest';
import { specRoutePaths } from './specRoutes';

// What a visitor without JavaScript gets of each page. The islands whose code loads after the
// page (components/common/deferredIsland.tsx) sit in <Suspense> boundaries: React must send
// their content in line, never as a hidden <div> that only a script reveals, and the page must
// carry their stylesheets itself, since their code (and its CSS) is not part of the first load.
// The edge puts every stylesheet of the page in its HTML (server/firstPaintHead.ts).

const baseURL = inject('baseURL');

function inlineStyles(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

describe('pages without JavaScript', () => {
  it('show every part in line, styled by the stylesheets the page links', async () => {
    for (const route of await specRoutePaths(baseURL)) {
      const html = await (await fetch(`${baseURL}${route}`)).text();
      expect(/<div hidden id="S:/.test(html), `${route} sends content out of line`).toBe(false);
      expect(html.includes('<!--$?-->'), `${route} leaves a boundary pending`).toBe(false);
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
      expect(links.length, route).toBeGreaterThan(5);
      // Kept for React to find, never fetched: their rules are in the page.
      expect(
        links.filter((tag) => !tag.includes(' disabled=""')),
        route,
      ).toEqual([]);
      const css = inlineStyles(head);
      for (const href of links.map((tag) => /href="([^"]+)"/.exec(tag)![1]!)) {
        const sheet = await (await fetch(`${baseURL}${href}`)).text();
        expect(css.includes(sheet.trim()), `${route}: ${href} in line`).toBe(true);
      }
      const classes = new Set(
        [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
      );
      const unstyled = [...classes].filter((name) => name && !css.includes(`.${name}`));
      expect(unstyled, route).toEqual([]);
    }
  });

  it('fetch no script before the first paint', async () => {
    for (const route of (await specRoutePaths(baseURL)).slice(0, 4)) {
      const html = await (await fetch(`${baseURL}${route}`)).text();
      const template = /<template id="deferred-preloads">([\s\S]*?)<\/template>/.exec(html);
      expect(template?.[1], route).toMatch(/^(<link rel="modulepreload"[^>]*>){5,}$/);
      const outside = html.replace(template![0], '');
      expect(outside.includes('rel="modulepreload"'), route).toBe(false);
      const bootstrap =
        /<script[^>]*>((?:(?!<\/script>)[^])*function go\(\)(?:(?!<\/script>)[^])*)<\/script>/.exec(
          outside,
        )?.[1];
      expect(bootstrap, route).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
      expect(bootstrap, route).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    }
  });
});
