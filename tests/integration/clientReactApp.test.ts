import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import rootPackage from '../../package.json';
import { chromiumLaunch } from '../../playwright.config';
import { root } from '../support/portal';

// examples/react-app as an outsider builds it: an empty folder, the package from the running
// portal's /api/client.tgz with React and TanStack Query, a Vite build, then Chromium showing
// the list from the portal: the total must be the /projects page's.
const baseURL = inject('baseURL');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-client-react-'));
const versions = rootPackage.dependencies;
let server: http.Server;
let appURL = '';

beforeAll(async () => {
  fs.writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: 'react-outsider', private: true, type: 'module' }),
  );
  const installed = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--no-package-lock',
      `${baseURL}/api/client.tgz`,
      `react@${versions.react}`,
      `react-dom@${versions['react-dom']}`,
      `@tanstack/react-query@${versions['@tanstack/react-query']}`,
      `@trpc/tanstack-react-query@${versions['@trpc/tanstack-react-query']}`,
    ],
    { cwd: folder, encoding: 'utf8', timeout: 240_000 },
  );
  if (installed.status !== 0) throw new Error(`npm install failed: ${installed.stderr}`);
  for (const file of ['index.html', 'main.tsx']) {
    fs.copyFileSync(path.join(root, 'examples', 'react-app', file), path.join(folder, file));
  }
  await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    base: './',
    esbuild: { jsx: 'automatic' },
    build: { outDir: 'dist' },
  });
  // The built app, served as any static site would serve it.
  const dist = path.join(folder, 'dist');
  server = http.createServer((req, res) => {
    const file = path.join(dist, new URL(req.url ?? '/', 'http://x').pathname);
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dist) || !fs.existsSync(target)) return res.writeHead(404).end();
    const type = target.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  appURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}, 300_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(folder, { recursive: true, force: true });
});

const pageTotal = async (query: string) => {
  const html = await (await fetch(`${baseURL}/projects${query}`)).text();
  return /Знайдено ([\d\s\u00a0]+) проєкт/.exec(html)?.[1]?.replace(/\D/g, '');
};

describe('examples/react-app with ifi-portal-client/react', () => {
  it('builds with Vite for a browser: the React entry, nothing of Node', () => {
    const code = fs
      .readdirSync(path.join(folder, 'dist', 'assets'))
      .map((f) => fs.readFileSync(path.join(folder, 'dist', 'assets', f), 'utf8'))
      .join('\n');
    expect(code).toContain('/api/trpc');
    expect(code).not.toContain('__vite-browser-external');
  });

  it('lists the projects in Chromium with the /projects page’s total, and filters', async () => {
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const page = await browser.newPage();
      // What went wrong, should the list not come: the page's own errors.
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      page.on('pageerror', (e) => void errors.push(e.message));
      await page.goto(`${appURL}?portal=${encodeURIComponent(baseURL)}`);
      const total = page.getByText(/^Знайдено \d+$/);
      await total.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
        throw new Error(
          `${error.message}\n${errors.join('\n')}\n${await page.textContent('body')}`,
        );
      });
      expect(await total.textContent()).toBe(`Знайдено ${await pageTotal('')}`);
      const first = await page.locator('li').first().textContent();
      const word = first!.split(/\s+/)[0]!;
      await page.getByLabel('Назва проєкту').fill(word);
      const filtered = await pageTotal(`?projectName=${encodeURIComponent(word)}`);
      await page.getByText(`Знайдено ${filtered}`, { exact: true }).waitFor({ timeout: 30_000 });
    } finally {
      await browser.close();
    }
  }, 120_000);
});
