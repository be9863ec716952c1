import v8 from 'node:v8';
import { z } from 'zod';

// Each cluster worker tells the primary how much memory it uses, every few seconds: the
// primary then knows whether a worker that died had run out of heap, and replaces one that
// grows past WORKER_MAX_RSS_MB before the system's out-of-memory killer does it mid-request.

export const healthMessageSchema = z.object({
  type: z.literal('ifi:health'),
  rss: z.number(),
  heapUsed: z.number(),
  heapLimit: z.number(),
});
export type WorkerHealth = z.infer<typeof healthMessageSchema>;

/** Worker side: reports on an unref'd timer (one per process) while the IPC channel is open. */
export function reportHealth(send: (message: WorkerHealth) => void, intervalMs: number): void {
  const report = () => {
    const memory = process.memoryUsage();
    send({
      type: 'ifi:health',
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapLimit: v8.getHeapStatistics().heap_size_limit,
    });
  };
  report();
  setInterval(report, intervalMs).unref();
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Heap use this close to the limit, at death, means the worker ran out of memory. */
const NEAR_HEAP_LIMIT = 0.85;

/** One line on how a worker ended, for the primary's log. */
export function describeExit(
  pid: number | undefined,
  code: number | null,
  signal: string | null,
  last: WorkerHealth | undefined,
  saidOutOfMemory: boolean,
): string {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  const nearLimit = last !== undefined && last.heapUsed >= NEAR_HEAP_LIMIT * last.heapLimit;
  const abort = signal === 'SIGABRT' || code === 134;
  let cause = '';
  if (saidOutOfMemory || (abort && nearLimit)) {
    cause = last
      ? `: it ran out of memory (heap ${mb(last.heapUsed)} of ${mb(last.heapLimit)} MB, RSS ${mb(last.rss)} MB)`
      : ': it ran out of memory';
  } else if (signal === 'SIGKILL') {
    cause = `: not by the supervisor; the system's out-of-memory killer does this${last ? ` (last RSS ${mb(last.rss)} MB)` : ''}`;
  }
  return `worker ${pid ?? '?'} ${how}${cause}`;
}

/** V8's last words when the heap is exhausted (printed to the worker's stderr). */
export const OUT_OF_MEMORY_TEXT = /heap out of memory|Reached heap limit/i;
