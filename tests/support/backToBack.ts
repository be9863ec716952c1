import http from 'node:http';
import { rejectCutOff } from './freshGet';

// Clients that each send their next request as soon as the last one is answered, on a kept-alive
// connection: a browser tab clicking through results, an API script, a proxy's pooled
// connection. Each asks `pages` distinct pages; resolves with every answer's status, a refusal
// with its reason (`503 door`), so a failing test says which wait was too long.

let serial = Math.floor(Math.random() * 1e6);

/** A list page nobody asked before, so it misses the page cache. */
export const distinctListPage = () => {
  const n = serial++;
  return `/projects?page=${1 + (n % 5)}&amountFrom=${3_000_000 + n}`;
};

function status(url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, timeout: 30_000 }, (res) => {
        res.resume();
        const reason = res.headers['x-shed-reason'];
        res.on('end', () => resolve(`${res.statusCode ?? 0}${reason ? ` ${String(reason)}` : ''}`));
        rejectCutOff(res, reject);
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error('no answer in 30 s'));
      })
      .on('error', reject);
  });
}

export async function backToBack(
  base: string,
  {
    clients,
    pages,
    next = distinctListPage,
  }: { clients: number; pages: number; next?: () => string },
): Promise<string[]> {
  const statuses: string[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; i < pages; i++) statuses.push(await status(base + next(), agent));
      } finally {
        agent.destroy();
      }
    }),
  );
  return statuses;
}

/** Statuses counted: `{ 200: 87, '503 door': 3 }`. */
export const tally = (statuses: string[]) =>
  statuses.reduce<Record<string, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
