// `npm run bench:http`: first the render cost (renderCost.mjs: an uncached list page against the
// tRPC JSON of the same query, and 10 connections of distinct uncached pages on the cluster of
// 2), then requests/s of pages on the production build, three ways in one run —
// served from the page cache, rendered (a second server with PAGE_CACHE_MB=0), and a static file
// with the same bytes served by the same middleware (compression, CSP nonce) — so the figures are
// comparable. `npm run bench:http -- <path…>` measures the given paths on the cached server only.
// autocannon, 20 connections, 10 s each, loopback, gzip; a fresh 300-project demo database.
// Figures are a lower bound: the load generator shares the machine's 2 cores.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../../src/buildTime/build.ts';
import { prepareDatabase, startServer } from './portalServer.mjs';
import { renderCost } from './renderCost.mjs';

const givenPaths = process.argv.slice(2);
const connections = Number(process.env.CONNECTIONS ?? 20);
const duration = Number(process.env.DURATION ?? 10);

buildIfNeeded();
const databasePath = prepareDatabase();

async function measure(label, url) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  const row = {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
  console.log(
    `bench:http ${label} c=${connections} d=${duration}s req/s=${row.rps.toFixed(1)} ` +
      `p50=${row.p50}ms p99=${row.p99}ms non2xx+errors=${row.bad}`,
  );
  return row;
}

if (!givenPaths.length) {
  // As `npm start` serves: the cluster of 2 workers, page cache on (distinct pages miss it).
  const cluster = await startServer(
    databasePath,
    { WEB_CONCURRENCY: '2' },
    'src/runtime/cluster.ts',
  );
  try {
    await renderCost(cluster.base);
  } finally {
    await cluster.stop();
  }
}

const cached = await startServer(databasePath);
const staticFiles = [];
try {
  if (givenPaths.length) {
    for (const target of givenPaths) await measure(target, `${cached.base}${target}`);
  } else {
    const list = await (await fetch(`${cached.base}/projects?page=1`)).text();
    const project = /href="(\/projects\/[^"?#/]+)"/.exec(list)?.[1];
    const pages = ['/projects?page=1', '/', ...(project ? [project] : [])];
    const uncached = await startServer(databasePath, { PAGE_CACHE_MB: '0' });
    const rows = [];
    try {
      for (const page of pages) {
        // The same bytes as a static file, so only the serving differs.
        const html = await (await fetch(`${uncached.base}${page}`)).text();
        const name = `bench-static-${process.pid}-${staticFiles.length}.html`;
        const file = path.join('dist', 'public', name);
        fs.writeFileSync(file, html);
        staticFiles.push(file);
        await fetch(`${cached.base}${page}`); // warm the cache
        const hit = await measure(`${page} cached`, `${cached.base}${page}`);
        const miss = await measure(`${page} uncached`, `${uncached.base}${page}`);
        const plain = await measure(
          `${page} static (${Buffer.byteLength(html)} B)`,
          `${cached.base}/${name}`,
        );
        rows.push({ page, bytes: Buffer.byteLength(html), hit, miss, plain });
      }
    } finally {
      uncached.stop();
    }
    console.log(
      '\n| page | HTML bytes | cached req/s (p99) | uncached req/s (p50 / p99) | static req/s (p99) | cached ÷ static |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const { page, bytes, hit, miss, plain } of rows) {
      console.log(
        `| \`${page}\` | ${bytes} | ${hit.rps.toFixed(0)} (${hit.p99} ms) | ` +
          `${miss.rps.toFixed(1)} (${miss.p50} / ${miss.p99} ms) | ${plain.rps.toFixed(0)} (${plain.p99} ms) | ` +
          `${(hit.rps / plain.rps).toFixed(2)} |`,
      );
    }
  }
} finally {
  cached.stop();
  for (const file of staticFiles) fs.rmSync(file, { force: true });
}
