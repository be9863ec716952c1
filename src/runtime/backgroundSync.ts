import type { ChildProcess } from 'node:child_process';
import type { Registry } from '../registry/database/db';
import { getLastSync } from '../registry/sync/syncState';
import { REGISTRY_SYNC_SCRIPT, spawnWithSyncFlags } from './syncProcess';
import { log } from '../config/log';

// REGISTRY_SYNC_INTERVAL (minutes): the running portal syncs in the background. Each sync runs
// in a child process (registrySync.ts, started by syncProcess.ts): its parsing and its one big write never hold
// the server's event loop, so pages keep their speed. Every portal process (cluster workers,
// other machines) ticks, but a tick only starts a sync when the last one recorded in the
// database is older than the interval, and the database lease lets one sync run at a time.

const MAX_TICK_MS = 60_000;

export function startBackgroundSync(db: () => Registry, intervalMs: number): () => void {
  let child: ChildProcess | undefined;
  const tick = async () => {
    if (child) return;
    const last = await getLastSync(db());
    const started = last.startedAt ? Date.parse(last.startedAt) : 0;
    if (Date.now() - started < intervalMs) return;
    child = spawnWithSyncFlags(REGISTRY_SYNC_SCRIPT, [], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', () => (child = undefined));
    child.on('error', () => (child = undefined));
  };
  const timer = setInterval(
    () => {
      tick().catch((error: unknown) =>
        log.error({ err: error }, 'registry-sync: background tick failed'),
      );
    },
    Math.min(intervalMs, MAX_TICK_MS),
  );
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    child?.kill('SIGTERM');
  };
  process.once('exit', stop);
  return stop;
}
