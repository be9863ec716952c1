// The render cost of a page against its data: one connection, 150 distinct uncached
// list pages interleaved with the tRPC JSON of the same 150 queries (gzip, as browsers ask),
// p50 of each and their ratio; beside them a page with no data at all (the 404 page of a
// distinct unknown path: the shell and one paragraph), the floor any page starts from; then 10
// connections of distinct uncached list pages for 10 s.
import http from 'node:http';
import { counts, crawl, percentile } from './distinctPages.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** Closes the connection `timed` keeps open, so the process can exit. */
export const closeTimedConnection = () => agent.destroy();

/** One GET on the bench's single keep-alive connection: its time and body size (gzip). */
export function timed(url, expected = 200) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== expected) reject(new Error(`${url}: ${res.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes });
        });
      })
      .on('error', reject);
  });
}

export async function renderCost(base, { pairs = 150 } = {}) {
  const html = [];
  const json = [];
  const empty = [];
  const seed = Math.floor(Math.random() * 1e6);
  for (let i = 0; i < pairs; i++) {
    const page = 1 + (i % 5);
    const amountFrom = 5_000_000 + seed + i;
    const input = encodeURIComponent(JSON.stringify({ json: { filters: { amountFrom }, page } }));
    // Interleaved, so both see the same machine.
    html.push(await timed(`${base}/projects?page=${page}&amountFrom=${amountFrom}`));
    json.push(await timed(`${base}/api/trpc/projects.search?input=${input}`));
    empty.push(await timed(`${base}/no-such-page-${amountFrom}`, 404));
  }
  const p50 = (list) =>
    percentile(
      list.map((r) => r.ms),
      0.5,
    );
  const size = (list) => Math.round(list.reduce((sum, r) => sum + r.bytes, 0) / list.length);
  const [htmlP50, jsonP50, emptyP50] = [p50(html), p50(json), p50(empty)];
  console.log(
    `bench:http render cost: ${pairs} distinct uncached list pages vs the tRPC JSON of the same queries, one connection, gzip: ` +
      `HTML p50 ${htmlP50.toFixed(1)} ms (${size(html)} B), JSON p50 ${jsonP50.toFixed(1)} ms (${size(json)} B): ` +
      `the page costs ${(htmlP50 / jsonP50).toFixed(2)}× its data (target ≤ 2)`,
  );
  console.log(
    `bench:http render floor: a page with no data (404 of a distinct unknown path, the shell and one paragraph) ` +
      `p50 ${emptyP50.toFixed(1)} ms (${size(empty)} B): ${(emptyP50 / jsonP50).toFixed(2)}× the JSON above`,
  );
  const load = await crawl(base, { connections: 10, seconds: 10 });
  const ok = load.byStatus.get(200) ?? [];
  const total = [...load.byStatus.values()].reduce((n, list) => n + list.length, 0);
  console.log(
    `bench:http under load: 10 connections × 10 s of distinct uncached list pages: ${(total / 10).toFixed(1)} req/s, ` +
      `${counts(load.byStatus)}; p50 ${percentile(ok, 0.5).toFixed(0)} ms, p99 ${percentile(ok, 0.99).toFixed(0)} ms (target p99 ≤ 250 ms)`,
  );
  agent.destroy();
}
