// `npm run bench:soak -- overload`: 120 connections of distinct, uncached list pages on the
// cluster of 2 workers for 20 s (the target: the pages answered come within p99 ≤ 3 s,
// every other answer is a 503 with Retry-After, a normal request right afterwards answers within
// 2 s, and no worker dies).
import { counts, crawl, get, percentile } from './distinctPages.mjs';
import { processGroupRss } from './workerMemory.mjs';

export async function overloadSoak(start) {
  const server = await start('src/runtime/cluster.ts', { WEB_CONCURRENCY: '2' });
  const pid = server.child.pid;
  const before = [...processGroupRss(pid).workers.keys()].sort();
  const { byStatus, withoutRetryAfter } = await crawl(server.base, {
    connections: 120,
    seconds: 20,
  });
  const after = await get(server.base, '/projects?page=2&amountFrom=123456');
  const workers = [...processGroupRss(pid).workers.keys()].sort();
  await server.stop();
  const ok = byStatus.get(200) ?? [];
  const shed = byStatus.get(503) ?? [];
  console.log(`bench:soak overload: 120 connections × 20 s on 2 workers: ${counts(byStatus)}`);
  console.log(
    `bench:soak overload: answered pages p50 ${percentile(ok, 0.5).toFixed(0)} ms, p99 ${percentile(ok, 0.99).toFixed(0)} ms; ` +
      `503 p50 ${percentile(shed, 0.5).toFixed(0)} ms, p99 ${percentile(shed, 0.99).toFixed(0)} ms, ${withoutRetryAfter} without Retry-After`,
  );
  console.log(
    `bench:soak overload: a request right afterwards: ${after.status} in ${after.ms.toFixed(0)} ms; ` +
      `workers ${JSON.stringify(before) === JSON.stringify(workers) ? 'the same (none died)' : `changed: ${before} → ${workers}`}`,
  );
}
