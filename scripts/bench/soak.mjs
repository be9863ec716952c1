// `npm run bench:soak`: the production build under a mix of routes (pages, REST, tRPC, feeds,
// static files, bad requests) for SOAK_SECONDS (default 60) with 50 connections, then prints
// errors, p99 and the server's RSS growth after warm-up (target < 10 %). Then `/projects?page=1`
// for 10 s with one worker and with the cluster (WEB_CONCURRENCY, default CPU count) in the same
// run. `npm run bench:soak -- crawler` (crawlerSoak.mjs) and `-- overload` (overloadSoak.mjs)
// run a crawler of distinct uncached pages instead. Load generator and server share this
// machine's cores: the figures are lower bounds.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../../src/buildTime/build.ts';
import { prepareDatabase, startServer } from './portalServer.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
// The heap grows to its working size during the first third (50 renders at a time).
const warmup = Math.floor(seconds / 3);
const connections = 50;

buildIfNeeded();
const databasePath = prepareDatabase();
const start = (entry, extraEnv) => startServer(databasePath, extraEnv, entry);

const mode = process.argv[2];
if (mode === 'crawler' || mode === 'overload') {
  const { crawlerSoak } = await import('./crawlerSoak.mjs');
  const { overloadSoak } = await import('./overloadSoak.mjs');
  await (mode === 'crawler' ? crawlerSoak : overloadSoak)(start);
  process.exit(0);
}

/** RSS (KB) of a process and its children (cluster workers). */
function rssKb(pid) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  let total = 0;
  for (const line of out.trim().split('\n')) {
    const [p, pp, rss] = line.trim().split(/\s+/).map(Number);
    if (p === pid || pp === pid) total += rss;
  }
  return total;
}

const mix = [
  '/projects?page=1',
  '/projects?page=3&sort=projectSum,desc',
  '/',
  '/news',
  '/references/glossary',
  '/api/_search/xm-entities?query=typeKey:PROJECT&page=0&size=10',
  '/api/public/creditors',
  '/api/trpc/projects.search?input=%7B%22json%22%3A%7B%7D%7D',
  '/api/trpc/references.creditors',
  '/news/rss.xml',
  '/robots.txt',
  '/en/projects',
  '/projects/1',
  '/no-such-page',
  '/%E0',
].map((p) => ({ method: 'GET', path: p }));

const run = (opts) => autocannon({ headers: { 'accept-encoding': 'gzip' }, ...opts });

// 1. Soak: one server process (as the tests run it), RSS measured after warm-up and at the end.
const soak = await start('dist/serve-node.js');
const series = [];
const sampler = setInterval(() => series.push(rssKb(soak.child.pid)), 5000);
const soakResult = await run({ url: soak.base, requests: mix, connections, duration: seconds });
clearInterval(sampler);
const endRss = rssKb(soak.child.pid);
const warmRss = series[Math.max(0, warmup / 5 - 1)] ?? series[0] ?? endRss;
await soak.stop();
// 503 is load shedding (a worker busy rendering refuses new uncached pages): expected at 50
// connections; any other 5xx is a failure.
const shed = soakResult.statusCodeStats?.['503']?.count ?? 0;
const fivexx = (soakResult['5xx'] ?? 0) - shed;
console.log(
  `bench:soak ${connections} connections × ${seconds} s, ${mix.length} routes: ` +
    `${soakResult.requests.total} requests, ${soakResult.requests.average.toFixed(1)} req/s, ` +
    `errors=${soakResult.errors} timeouts=${soakResult.timeouts} 503 (shed)=${shed} other 5xx=${fivexx} ` +
    `p50=${soakResult.latency.p50}ms p99=${soakResult.latency.p99}ms; ` +
    `RSS after ${warmup} s warm-up ${(warmRss / 1024).toFixed(0)} MB → end ${(endRss / 1024).toFixed(0)} MB ` +
    `(${(((endRss - warmRss) / warmRss) * 100).toFixed(1)} %); every 5 s: ` +
    series.map((kb) => (kb / 1024).toFixed(0)).join(' ') +
    ' MB',
);

// 2. /projects?page=1: one worker, then the cluster, same database, same load.
const page = '/projects?page=1';
for (const [label, entry, env] of [
  ['one process', 'dist/serve-node.js', {}],
  [
    `cluster of ${process.env.WEB_CONCURRENCY ?? os.availableParallelism()}`,
    'src/runtime/cluster.ts',
    {},
  ],
]) {
  const server = await start(entry, env);
  await run({ url: `${server.base}${page}`, connections: 20, duration: 2 });
  const result = await run({ url: `${server.base}${page}`, connections: 20, duration: 10 });
  await server.stop();
  console.log(
    `bench:soak ${page} ${label}: ${result.requests.average.toFixed(1)} req/s ` +
      `p50=${result.latency.p50}ms p99=${result.latency.p99}ms non2xx=${result.non2xx} errors=${result.errors}`,
  );
}
