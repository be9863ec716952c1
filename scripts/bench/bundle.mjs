// `npm run bench:bundle`: first-load JavaScript of every spec route, gzip. Measured in the
// browser (loadedScripts.mjs): every script a phone-sized Chromium loads before `load` and in
// the 1.5 s after it, islands and charts included; budget ≤ 100 KB on every route.
// Beside it, from the build: the page's entry and module preloads with their static imports,
// and what its islands load later.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildIfNeeded } from '../../src/buildTime/build.ts';
import { openBrowser, scriptsLoaded } from './loadedScripts.mjs';
import { prepareDatabase, startServer } from './portalServer.mjs';

const BUDGET_KB = 100;
const assets = path.join('dist', 'public', 'assets');
const chartPages = new Set(['/?p=analytics', '/projects/{project}']);
// `npm run bench:bundle -- --files`: also list each route's files, largest first.
const listFiles = process.argv.includes('--files');

const gzipSize = new Map();
function gzipKb(file) {
  if (!gzipSize.has(file)) {
    gzipSize.set(file, zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length / 1024);
  }
  return gzipSize.get(file);
}

/** Chunks a file loads later with import("./x.js"). */
function dynamicImports(file) {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  return [...code.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => m[1]);
}

/** The file plus everything it imports statically (minified ESM: import"./x.js", from"./x.js"). */
function staticClosure(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !fs.existsSync(path.join(assets, file))) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      queue.push(match[1]);
    }
  }
  return seen;
}

// Victory's chunks (the library and the chart module); not the small hook that imports them.
const victoryFiles = fs.readdirSync(assets).filter((f) => /^victory/i.test(f) && f.endsWith('.js'));

buildIfNeeded();
const server = await startServer(prepareDatabase());
const browser = await openBrowser();
try {
  const list = await (await fetch(`${server.base}/projects?page=1`)).text();
  const project = /href="\/projects\/([^"?#/]+)"/.exec(list)?.[1];
  const glossary = await (await fetch(`${server.base}/references/glossary`)).text();
  const word = /href="\/references\/glossary\/([^"?#/]+)"/.exec(glossary)?.[1];
  const routes = [
    '/',
    '/?p=analytics',
    '/?p=docs',
    '/projects?page=1',
    '/projects/{project}',
    '/changes',
    '/news',
    '/api',
    '/contact-us',
    '/about-portal',
    '/references/faq',
    '/references/glossary',
    '/references/glossary/{word}',
    '/site-map',
  ];
  console.log(
    '| route | loaded by load + 1.5 s (browser) | first load (build) | files | islands, later | Victory | budget |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let failures = 0;
  for (const route of routes) {
    const url = route.replace('{project}', project ?? '').replace('{word}', word ?? '');
    const html = await (await fetch(`${server.base}${url}`)).text();
    const entries = [...html.matchAll(/import\("\/assets\/([\w.-]+\.js)"\)/g)].map((m) => m[1]);
    const named = [
      ...[...html.matchAll(/rel="modulepreload" href="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]),
      ...entries,
    ];
    const files = staticClosure(named);
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    // Deferred islands (components/common/deferredIsland.tsx): the page's own modules import
    // them on idle. The entry imports every route's modules, so it is left out here.
    const later = staticClosure(
      [...files]
        .filter((file) => !entries.includes(file))
        .flatMap(dynamicImports)
        .filter((file) => !victoryFiles.includes(file)),
    );
    const laterKb = [...later]
      .filter((file) => !files.has(file) && !victoryFiles.includes(file))
      .reduce((sum, file) => sum + gzipKb(file), 0);
    const victoryFirst = victoryFiles.some((f) => files.has(f));
    const isChart = chartPages.has(route);
    const loaded = await scriptsLoaded(browser, `${server.base}${url}`);
    const ok = loaded.kb <= BUDGET_KB && !victoryFirst;
    if (!ok) failures++;
    const victory = victoryFirst ? 'in first load' : isChart ? 'on demand' : 'no';
    console.log(
      `| \`${route}\` | ${loaded.kb.toFixed(1)} KB (${loaded.files.length} files) | ${kb.toFixed(1)} KB | ${files.size} | ${laterKb ? `${laterKb.toFixed(1)} KB` : '—'} | ${victory} | ${ok ? 'ok' : 'OVER'} |`,
    );
    if (listFiles) {
      for (const file of [...files].sort((a, b) => gzipKb(b) - gzipKb(a))) {
        console.log(`|   | ${gzipKb(file).toFixed(1)} KB | ${file} | | |`);
      }
    }
  }
  const victoryKb = victoryFiles.reduce((sum, f) => sum + gzipKb(f), 0);
  console.log(
    `\nVictory chunks (loaded on demand by chart pages): ${victoryKb.toFixed(1)} KB gzip`,
  );
  if (failures) process.exitCode = 1;
} finally {
  await browser.close();
  server.stop();
}
