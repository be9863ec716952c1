// `npm run bench:soak -- crawler`: the cluster of `npm start` (WEB_CONCURRENCY, default 2
// here) under a crawler walking the filters: 20 connections of distinct, uncached list pages for
// SOAK_SECONDS (default 90). Prints the answers and the RSS of each worker and of the process
// group at 30 s and at the end (target: each grows < 10 % over that time).
import { counts, crawl, percentile } from './distinctPages.mjs';
import { growth, mb, processGroupRss } from './workerMemory.mjs';

export async function crawlerSoak(start) {
  const seconds = Number(process.env.SOAK_SECONDS ?? 90);
  const server = await start('src/runtime/cluster.ts', {
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '2',
  });
  const pid = server.child.pid;
  const samples = [];
  const sampler = setInterval(
    () => samples.push({ at: samples.length * 5 + 5, ...processGroupRss(pid) }),
    5_000,
  );
  const { byStatus } = await crawl(server.base, { connections: 20, seconds });
  clearInterval(sampler);
  const end = processGroupRss(pid);
  await server.stop();
  const at30 = samples.find((s) => s.at >= 30) ?? samples[0] ?? end;
  const ok = byStatus.get(200) ?? [];
  console.log(
    `bench:soak crawler: 20 connections × ${seconds} s of distinct list pages: ${counts(byStatus)}; ` +
      `200 p50 ${percentile(ok, 0.5).toFixed(0)} ms p99 ${percentile(ok, 0.99).toFixed(0)} ms`,
  );
  for (const [worker, kb] of end.workers) {
    const then = at30.workers.get(worker);
    console.log(
      `bench:soak crawler: worker ${worker}: ${then ? `${mb(then)} MB at 30 s → ` : ''}${mb(kb)} MB at the end` +
        (then ? ` (${growth(then, kb)})` : ' (started after 30 s: a worker was replaced)'),
    );
  }
  console.log(
    `bench:soak crawler: process group ${mb(at30.group)} MB at 30 s → ${mb(end.group)} MB (${growth(at30.group, end.group)}); ` +
      `every 5 s: ${samples.map((s) => mb(s.group)).join(' ')} MB`,
  );
}
