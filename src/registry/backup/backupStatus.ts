import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// What the scheduled backups did, kept beside them in BACKUP_DIR as `.backup-status.json`: the
// cluster's primary writes it (src/runtime/backupSchedule.ts), every worker reads it for
// /healthz and the metrics. It also lists the files the schedule wrote, the only ones its
// clean-up may delete. No `server-only` marker here, unlike the rest of the registry: the
// primary runs without the react-server condition that marker needs, and this module reads
// no database, only a file beside the backups.

export const backupStatusSchema = z.object({
  lastSuccess: z
    .object({ at: z.string(), file: z.string(), bytes: z.number(), ms: z.number() })
    .nullable(),
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** Names of the files the schedule wrote, oldest first. */
  files: z.array(z.string()),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const emptyBackupStatus: BackupStatus = { lastSuccess: null, lastFailure: null, files: [] };

export const statusFile = (dir: string) => path.join(dir, '.backup-status.json');

/** The status in `dir`, or the empty one when there is none yet (or it cannot be read). */
export function readBackupStatus(dir: string): BackupStatus {
  try {
    return backupStatusSchema.parse(JSON.parse(fs.readFileSync(statusFile(dir), 'utf8')));
  } catch {
    return emptyBackupStatus;
  }
}

export function writeBackupStatus(dir: string, status: BackupStatus): void {
  const partial = `${statusFile(dir)}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(status));
  fs.renameSync(partial, statusFile(dir));
}

/** Where scheduled backups go when the schedule is on (BACKUP_EVERY_HOURS), else undefined. */
export function scheduledBackupDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!backupEveryMs(env)) return undefined;
  return path.resolve(env.BACKUP_DIR || path.join('data', 'backups'));
}

/** BACKUP_EVERY_HOURS as milliseconds; undefined (off) when unset or not a positive number. */
export function backupEveryMs(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const hours = Number(env.BACKUP_EVERY_HOURS);
  return env.BACKUP_EVERY_HOURS && Number.isFinite(hours) && hours > 0
    ? hours * 3_600_000
    : undefined;
}

/** BACKUP_KEEP: how many scheduled backups to keep (default 7, at least 1). */
export function backupKeep(env: NodeJS.ProcessEnv = process.env): number {
  const keep = Number(env.BACKUP_KEEP);
  return Number.isInteger(keep) && keep >= 1 ? Math.min(keep, 10_000) : 7;
}
