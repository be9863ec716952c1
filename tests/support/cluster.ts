import { execFileSync } from 'node:child_process';

// Helpers of the cluster tests (supervision, overload).

/**
 * The live worker processes of a cluster primary. A worker just killed stays a zombie (state Z)
 * until the primary reaps it, and ps lists it all the same: counting it made "two workers"
 * read as three for as long as reaping took on a busy machine.
 */
export function workerPids(primary: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=', '--ppid', String(primary)], {
      encoding: 'utf8',
    })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pid, stat]) => Number(pid) > 0 && !stat?.startsWith('Z'))
      .map(([pid]) => Number(pid));
  } catch {
    return [];
  }
}

/** Polls `probe` every 200 ms until `ok`, for at most `ms`. */
export async function until<T>(
  probe: () => T | Promise<T>,
  ok: (v: T) => boolean,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
