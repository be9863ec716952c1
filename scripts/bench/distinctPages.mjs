// A crawler walking the filters: `connections` clients asking, each as soon as it has its
// answer, for list pages nobody asked before (/projects?page=N&amountFrom=…), so every one
// misses the page cache. Counts the answers by status and keeps the latency of each.
import http from 'node:http';

let serial = Math.floor(Math.random() * 1e6);

/** `/projects?page=…&amountFrom=…`, never the same twice in a run. */
export const distinctListPage = () => {
  const n = serial++;
  return `/projects?page=${1 + (n % 5)}&amountFrom=${5_000_000 + n}`;
};

export function get(base, path, agent) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(
      base + path,
      { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 60_000 },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/** Runs the crawler for `seconds`; resolves with the answers by status and their latencies. */
export async function crawl(base, { connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const byStatus = new Map();
  const end = Date.now() + seconds * 1000;
  let withoutRetryAfter = 0;
  const client = async () => {
    while (Date.now() < end) {
      const answer = await get(base, distinctListPage(), agent);
      if (!byStatus.has(answer.status)) byStatus.set(answer.status, []);
      byStatus.get(answer.status).push(answer.ms);
      if (answer.status === 503 && !answer.retryAfter) withoutRetryAfter += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return { byStatus, withoutRetryAfter };
}

export function percentile(values, q) {
  if (!values?.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export const counts = (byStatus) =>
  [...byStatus].map(([status, list]) => `${status || 'error'}×${list.length}`).join(' ');
