import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupSettings } from '../config/settings';
import { inheritedEnvironment } from '../config/environment';
import {
  readBackupStatus,
  scheduledBackupDir,
  writeBackupStatus,
  type BackupStatus,
} from '../registry/backup/backupStatus';
import { spawnWithSyncFlags } from './syncProcess';
import { log } from '../config/log';

// BACKUP_EVERY_HOURS (off by default): the cluster's primary backs the registry up that often
// into BACKUP_DIR, each backup in a process of its own (backupRun.ts: a long copy never holds
// the supervisor), and keeps the newest BACKUP_KEEP (default 7) of the files it wrote itself;
// other files there (a manual `npm run backup`) are never deleted. A failed backup is retried
// after a tenth of the interval (at most an hour). /healthz and the metrics read the outcome
// from the status file (src/registry/backup/backupStatus.ts).

const BACKUP_RUN_SCRIPT = 'src/runtime/backupRun.ts';
const MAX_TICK_MS = 60_000;

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1)?.trim() ?? '';
}

/** Deletes the schedule's own files beyond the newest `keep`; returns the names kept. */
export function pruneScheduledBackups(dir: string, files: string[], keep: number): string[] {
  const existing = files.filter((name) => fs.existsSync(path.join(dir, name)));
  const excess = existing.slice(0, Math.max(0, existing.length - keep));
  for (const name of excess) fs.rmSync(path.join(dir, name), { force: true });
  return existing.slice(excess.length);
}

/** One scheduled backup: runs it, records the outcome, prunes. Resolves when done. */
export function runScheduledBackup(
  dir: string,
  keep: number,
  onChild: (child: ChildProcess) => void = () => {},
): Promise<BackupStatus> {
  return new Promise((resolve) => {
    const child = spawnWithSyncFlags(BACKUP_RUN_SCRIPT, [], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...inheritedEnvironment(), BACKUP_DIR: dir },
    });
    onChild(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(-4000)));
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    const finish = (failure: string | null) => {
      const status = readBackupStatus(dir);
      const at = new Date().toISOString();
      const file = lastLine(stdout);
      if (!failure && fs.existsSync(file)) {
        const ms = Number(/, (\d+) ms$/m.exec(stdout)?.[1] ?? 0);
        status.lastSuccess = { at, file, bytes: fs.statSync(file).size, ms };
        status.files = pruneScheduledBackups(dir, [...status.files, path.basename(file)], keep);
        log.info(`backup: ${file} (${status.lastSuccess.bytes} bytes)`);
      } else {
        status.lastFailure = { at, message: failure ?? 'the backup printed no file' };
        log.error(`backup: ${status.lastFailure.message}`);
      }
      try {
        writeBackupStatus(dir, status);
      } catch (error) {
        log.error(`backup: cannot record the outcome in ${dir}: ${(error as Error).message}`);
      }
      resolve(status);
    };
    child.on('error', (error) => finish(`backup could not start: ${error.message}`));
    child.on('close', (code, signal) =>
      finish(code === 0 ? null : lastLine(stderr) || `backup ended by ${signal ?? `exit ${code}`}`),
    );
  });
}

/** Starts the schedule when BACKUP_EVERY_HOURS is set; returns a stop function. */
export function startBackupSchedule(backup: BackupSettings): () => void {
  const every = backup.everyMs;
  const dir = scheduledBackupDir(backup);
  if (!every || !dir) return () => {};
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    log.error(`backup: BACKUP_DIR ${dir} cannot be created: ${(error as Error).message}`);
  }
  let child: ChildProcess | undefined;
  let running = false;
  const retryMs = Math.min(every / 10, 3_600_000);
  const tick = () => {
    if (running) return;
    const status = readBackupStatus(dir);
    const since = (iso: string | undefined) => (iso ? Date.now() - Date.parse(iso) : Infinity);
    const failedLast =
      status.lastFailure && (!status.lastSuccess || status.lastFailure.at > status.lastSuccess.at);
    if (since(status.lastSuccess?.at) < every) return;
    if (failedLast && since(status.lastFailure?.at) < retryMs) return;
    running = true;
    void runScheduledBackup(dir, backup.keep, (c) => (child = c)).finally(() => {
      running = false;
      child = undefined;
    });
  };
  const timer = setInterval(tick, Math.min(every, MAX_TICK_MS));
  timer.unref();
  // The first check right after start: a portal down for longer than the interval backs up now.
  const first = setTimeout(tick, 5_000);
  first.unref();
  const stop = () => {
    clearInterval(timer);
    clearTimeout(first);
    child?.kill('SIGTERM');
  };
  process.once('exit', stop);
  return stop;
}
