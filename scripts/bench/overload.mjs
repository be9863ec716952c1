// `npm run bench:overload`: how many pages the portal answers, and how many it refuses, as more
// clients ask at once. The portal runs as `npm start` runs it (the cluster, WEB_CONCURRENCY
// workers, default the CPU count) on a fresh 300-project demo database. Each client sends its
// next request as soon as it has its answer, on a kept-alive connection (a browser tab, an API
// script or a reverse proxy's pooled connection), and never asks the same page twice, so every
// page misses the page cache. Page kinds: list pages, project pages, /search. For each row:
// answered per second, refused %, p50 and p99 of the pages answered. Then a burst of 120 and a
// visitor's request right after it. Load generator and portal share this machine's cores.
//   npm run bench:overload [-- --seconds 15] [--clients 1,2,3] [--kinds list,project,search]
//   [--root DIR] (the checkout whose build serves: for a before/after of two builds)
//   [--env NAME=VALUE …] (the portal's settings, for example SHED_MAX_WAIT_MS=0 for shedding off)
import path from 'node:path';
import { buildIfNeeded } from '../../src/buildTime/build.ts';
import { percentile } from './distinctPages.mjs';
import { get } from './distinctPages.mjs';
import { freePort, prepareDatabase, startServer } from './portalServer.mjs';
import http from 'node:http';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const seconds = Number(option('seconds', 15));
const clientCounts = option('clients', '1,2,3,5,10,20,50,120').split(',').map(Number);
const kinds = option('kinds', 'list,project,search').split(',');
const root = path.resolve(option('root', '.'));
const env = Object.fromEntries(
  args.flatMap((arg, i) => (args[i - 1] === '--env' ? [arg.split('=')] : [])),
);

let serial = Math.floor(Math.random() * 1e6);
const SEARCH_WORDS = [
  'водопостачання',
  'енергоефективність',
  'дороги',
  'лікарні',
  'школи',
  'мости',
];

/** Distinct uncached pages of each kind: never the same URL twice in a run. */
const pageOf = {
  list: () => {
    const n = serial++;
    return `/projects?page=${1 + (n % 5)}&amountFrom=${5_000_000 + n}`;
  },
  // A project page in one of its 12 cached variants (theme × font size × drawer) and with a
  // query the page ignores, so it misses the cache like a crawler's would.
  project: (ids) => {
    const n = serial++;
    return `${ids[n % ids.length]}?from=${n}`;
  },
  search: () => {
    const n = serial++;
    return `/search?q=${encodeURIComponent(`${SEARCH_WORDS[n % SEARCH_WORDS.length]} ${n}`)}`;
  },
};

async function projectPaths(base) {
  const ids = new Set();
  for (let page = 1; page <= 10; page++) {
    const html = await (await fetch(`${base}/projects?page=${page}`)).text();
    for (const [, href] of html.matchAll(/href="(\/projects\/[^"?#/]+)"/g)) ids.add(href);
  }
  return [...ids];
}

/** `clients` clients back to back for `seconds`; answers by status with their latencies. */
async function sweepRow(base, next, clients) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const ok = [];
  let refused = 0;
  let other = 0;
  let withoutRetryAfter = 0;
  const end = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < end) {
      const answer = await get(base, next(), agent);
      if (answer.status === 200) ok.push(answer.ms);
      else if (answer.status === 503) {
        refused += 1;
        if (!answer.retryAfter) withoutRetryAfter += 1;
      } else other += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const total = ok.length + refused + other;
  return {
    perSecond: ok.length / elapsed,
    refusedPct: total ? (refused / total) * 100 : 0,
    p50: percentile(ok, 0.5),
    p99: percentile(ok, 0.99),
    other,
    withoutRetryAfter,
  };
}

const ms = (v) => (Number.isNaN(v) ? '–' : `${Math.round(v)}`);

/** Refusals so far by reason, from the cluster's metrics (a build before the reasons: `all`). */
async function refusalsByReason(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const found = new Map();
  for (const [, labels, value] of text.matchAll(
    /^ifi_http_requests_shed_total(\{[^}]*\})? (\S+)$/gm,
  )) {
    const reason = /reason="([^"]+)"/.exec(labels ?? '')?.[1] ?? 'all';
    found.set(reason, (found.get(reason) ?? 0) + Number(value));
  }
  return found;
}

const difference = (after, before) =>
  [...after]
    .map(([reason, n]) => [reason, n - (before.get(reason) ?? 0)])
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');

buildIfNeeded();
const databasePath = prepareDatabase();
const metricsPort = await freePort();
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
const server = await startServer(
  databasePath,
  { METRICS_PORT: String(metricsPort), ...env },
  path.join(root, 'src/runtime/cluster.ts'),
);
try {
  const ids = await projectPaths(server.base);
  console.log(
    `bench:overload: ${root === process.cwd() ? 'this checkout' : root}, cluster of ${
      env.WEB_CONCURRENCY ?? process.env.WEB_CONCURRENCY ?? 'CPU count'
    } workers, ${seconds} s a row, settings ${JSON.stringify(env)}`,
  );
  console.log('| page | clients | answered/s | refused | p50 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const kind of kinds) {
    const next = () => pageOf[kind](ids);
    for (const clients of clientCounts) {
      const before = await refusalsByReason(metricsUrl);
      const row = await sweepRow(server.base, next, clients);
      const reasons = difference(await refusalsByReason(metricsUrl), before);
      const notes = [
        reasons ? `refused: ${reasons}` : '',
        row.other ? `${row.other} other` : '',
        row.withoutRetryAfter ? `${row.withoutRetryAfter} 503 without Retry-After` : '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(
        `| ${kind} | ${clients} | ${row.perSecond.toFixed(1)} | ${row.refusedPct.toFixed(1)} % | ${ms(row.p50)} | ${ms(row.p99)} |${notes ? ` ${notes}` : ''}`,
      );
    }
  }
  // A burst of 120 fresh connections at once, then a visitor right after it.
  const burst = await Promise.all(
    Array.from({ length: 120 }, () => get(server.base, pageOf.list(), false)),
  );
  const after = await get(server.base, pageOf.list(), false);
  const answered = burst.filter((r) => r.status === 200).map((r) => r.ms);
  const shed = burst.filter((r) => r.status === 503);
  console.log(
    `bench:overload: a burst of 120 new connections: ${answered.length} answered (p99 ${ms(
      percentile(answered, 0.99),
    )} ms), ${shed.length} refused (${shed.filter((r) => !r.retryAfter).length} without Retry-After); ` +
      `a request right after it: ${after.status} in ${ms(after.ms)} ms`,
  );
} finally {
  await server.stop();
}
