import fs from 'node:fs';
import { settings } from '../../config/environment';
import type { BackupSettings } from '../../config/settings';
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
export function scheduledBackupDir(backup: BackupSettings = settings().backup): string | undefined {
  if (!backup.everyMs) return undefined;
  return path.resolve(backup.dir ?? path.join('data', 'backups'));
}
