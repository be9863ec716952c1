import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { specRoutePaths } from './specRoutes';

// The Nu HTML Checker (vnu-jar, the W3C validator's engine, run by Debian's Java) on the HTML
// of the main routes as the portal serves it: no errors. Without Java the test is skipped
// with a message, except in CI (.ci/run installs default-jre-headless).

const baseURL = inject('baseURL');
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const inCI = process.env.CI === 'true' || process.env.CI === '1';
if (!hasJava && !inCI) console.warn('⚠ java not found: skipping the Nu HTML Checker test');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The checker's CSS grammar predates container queries (CSS Containment Level 3, in every
 * current browser), so it calls the valid `@container` rules and `container-type` of the
 * inlined stylesheets errors. Only these two messages are set aside, nothing else about CSS.
 */
const outdatedCss = [
  /^CSS: Unrecognized at-rule “@container”/,
  /^CSS: “container-type”: Property “container-type” doesn't exist/,
];

/** Pages beyond the spec's table: the error page, a 404, the change feed, large type, a filter. */
const extraPages: { path: string; cookie?: string }[] = [
  { path: '/error' },
  { path: '/no-such-page' },
  { path: '/changes' },
  { path: '/projects?page=1', cookie: 'dis=0; font_size=l' },
  // A filtered list shows the map of regions.
  { path: '/projects?projectState=1&page=1&map=amount' },
];

describe.skipIf(!hasJava && !inCI)('the Nu HTML Checker', () => {
  it('finds no error in the HTML of the main routes', { timeout: 120_000 }, async () => {
    const pages = [
      ...(await specRoutePaths(baseURL)).map((p) => ({ path: p, cookie: undefined })),
      ...extraPages,
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-vnu-'));
    try {
      const files = await Promise.all(
        pages.map(async (page, i) => {
          const res = await fetch(`${baseURL}${page.path}`, {
            headers: page.cookie ? { cookie: page.cookie } : {},
          });
          expect(res.headers.get('content-type'), page.path).toMatch(/^text\/html/);
          const file = path.join(dir, `page${i}.html`);
          fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
          return file;
        }),
      );
      const output = execFileSync(
        'java',
        ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .filter((m) => !outdatedCss.some((pattern) => pattern.test(m.message)))
        .map((m) => {
          const page = pages[Number(/page(\d+)\.html$/.exec(m.url ?? '')?.[1])]?.path;
          return `${page} line ${m.lastLine}: ${m.message} ${m.extract ?? ''}`;
        });
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
