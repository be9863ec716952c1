// RSS of a process and of each of its children (the cluster's workers), from ps.
import { execFileSync } from 'node:child_process';

/** { group, workers: Map<pid, kB> } for the process `pid` and its children. */
export function processGroupRss(pid) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  const workers = new Map();
  let group = 0;
  for (const line of out.trim().split('\n')) {
    const [p, pp, rss] = line.trim().split(/\s+/).map(Number);
    if (p === pid) group += rss;
    if (pp === pid) {
      group += rss;
      workers.set(p, rss);
    }
  }
  return { group, workers };
}

export const mb = (kb) => (kb / 1024).toFixed(0);
export const growth = (from, to) => `${(((to - from) / from) * 100).toFixed(1)} %`;
