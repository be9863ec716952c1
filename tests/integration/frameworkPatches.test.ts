import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

// Each build patch of Waku and React output (src/buildTime/vitePlugins/, docs/framework-patches.md)
// has a check here that fails when the patch is left out of waku.config.ts: on the pages the
// built server answers where the patch shows there, else in the built files (the two patches
// whose effect is speed or timing, not markup).

const baseURL = inject('baseURL');
const dist = path.resolve(import.meta.dirname, '../../dist');

/** The /projects list page: over React's 12 800-byte chunk size, with a deferred island. */
const listPage = async () => (await fetch(`${baseURL}/projects`)).text();

/** Every built JavaScript file under `folder` of dist, as text. */
function builtScripts(folder: string): { file: string; code: string }[] {
  const root = path.join(dist, folder);
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: fs.readFileSync(path.join(root, file), 'utf8') }));
}

describe('the framework patches, in the built portal', () => {
  it('inlineSuspenseContent: finished Suspense content stays in line (no hidden segments)', async () => {
    const html = await listPage();
    expect(html.length).toBeGreaterThan(12_800);
    // React's out-of-line segments: <div hidden id="S:0">…</div> and the $RC script moving them.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC(');
  });

  it('inlineFlightData: the RSC payload travels as one script before </body></html>', async () => {
    const html = await listPage();
    const scripts = html.match(/<script[^>]*>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(html.slice(html.lastIndexOf('<script'))).toMatch(
      /^<script[^>]*>\(self\.__FLIGHT_DATA[\s\S]*<\/script><\/body><\/html>$/,
    );
  });

  it('hydrateAfterPaint: the bootstrap script waits for the first frame', async () => {
    const html = await listPage();
    expect(html).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(go,0\)\}\)/);
    expect(html).toMatch(/function go\(\)\{[^<]*import\(/);
  });

  it('stylesheetPreloadAs: stylesheet preloads say as="style", never as="stylesheet"', async () => {
    const html = await listPage();
    expect(html).not.toMatch(/as="stylesheet"/);
    // The hint is made in the Flight server: its built copy asks for `style`.
    const flight = builtScripts('server').filter(({ code }) => code.includes('preload(srcSet, "'));
    expect(flight.length).toBeGreaterThan(0);
    for (const { file, code } of flight) {
      expect(code, file).toContain('preload(srcSet, "style", {');
      expect(code, file).not.toContain('preload(srcSet, "stylesheet", {');
    }
  });

  it("nodeHtmlRenderer: pages render with React's Node build (encodeInto), not the edge build", () => {
    const ssr = fs.readFileSync(path.join(dist, 'server/ssr/index.js'), 'utf8');
    // The Node build writes strings into a shared view; the edge build encodes each one alone.
    expect(ssr).toContain('textEncoder.encodeInto(');
    expect(ssr).toContain('renderToPipeableStream');
  });

  it("has404AsTransition: Waku's router stores has404 inside a transition", () => {
    // Minified: `….startTransition(()=>x(!0))` where Waku wrote `setHas404(true);`.
    const matches = builtScripts('public').filter(({ code }) =>
      /\.startTransition\(\(\)=>[\w$]+\(!0\)\)/.test(code),
    );
    expect(matches.map(({ file }) => file)).toHaveLength(1);
  });
});
