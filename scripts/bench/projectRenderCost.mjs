// The render cost of project pages, build against build: each given build directory (a copy of
// `dist` inside the project, or `dist` itself) serves the same fresh 300-project demo database
// with the page cache off; each project page is asked of every build in turn (the order
// rotates), so all builds see the same machine at the same moment on a shared 2-core host.
// Prints the p50 of each build and its difference from the first. `/?p=analytics` (its charts
// are drawn on the server too) is measured the same way with distinct filters.
//   node --import tsx scripts/bench/projectRenderCost.mjs dist-old dist [--pages 150]
import path from 'node:path';
import { percentile } from './distinctPages.mjs';
import { prepareDatabase, startServer } from './portalServer.mjs';
import { closeTimedConnection, timed } from './renderCost.mjs';

const args = process.argv.slice(2);
const pagesAt = args.indexOf('--pages');
const pages = pagesAt >= 0 ? Number(args.splice(pagesAt, 2)[1]) : 150;
const builds = args.length ? args : ['dist'];

const databasePath = prepareDatabase();
const servers = [];
try {
  for (const dir of builds) {
    const entry = path.join(dir, 'serve-node.js');
    // No load shedding: on a busy shared machine a shed page (503) would end the run.
    const env = {
      PAGE_CACHE_MB: '0',
      SHED_MAX_WAIT_MS: '0',
    };
    servers.push(await startServer(databasePath, env, entry));
  }
  const ids = new Set();
  for (let page = 1; ids.size < pages && page <= 30; page++) {
    const list = await (await fetch(`${servers[0].base}/projects?page=${page}`)).text();
    for (const [, href] of list.matchAll(/href="(\/projects\/[^"?#/]+)"/g)) ids.add(href);
  }
  const projectPaths = [...ids].slice(0, pages);
  const analyticsPaths = Array.from(
    { length: 40 },
    (_, i) => `/?p=analytics&amountFrom=${1_000 + i}`,
  );
  const measure = async (paths) => {
    const results = servers.map(() => []);
    // One warm-up request per build: the first render compiles code paths.
    for (const server of servers) await timed(`${server.base}${paths[0]}`);
    for (const [i, target] of paths.entries()) {
      for (let k = 0; k < servers.length; k++) {
        const b = (i + k) % servers.length;
        results[b].push(await timed(`${servers[b].base}${target}`));
      }
    }
    const p50 = results.map((list) =>
      percentile(
        list.map((r) => r.ms),
        0.5,
      ),
    );
    const size = results.map((list) =>
      Math.round(list.reduce((sum, r) => sum + r.bytes, 0) / list.length),
    );
    return { p50, size };
  };
  for (const [label, paths] of [
    [`${projectPaths.length} distinct project pages`, projectPaths],
    [`${analyticsPaths.length} distinct /?p=analytics pages`, analyticsPaths],
  ]) {
    const { p50, size } = await measure(paths);
    console.log(`render cost, ${label}, page cache off, one connection, gzip:`);
    builds.forEach((dir, b) => {
      const delta =
        b === 0 ? '' : `, ${p50[b] - p50[0] >= 0 ? '+' : ''}${(p50[b] - p50[0]).toFixed(1)} ms`;
      console.log(`  ${dir}: p50 ${p50[b].toFixed(1)} ms (${size[b]} B)${delta}`);
    });
  }
} finally {
  closeTimedConnection();
  await Promise.all(servers.map((server) => server.stop()));
}
