import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { settings } from '../../config/environment';

// Where backups go and what they are called: `registry-<UTC time>-schema<NNN>.<sqlite|pgdump>`
// in BACKUP_DIR (default data/backups). A backup is written under a hidden partial name and
// renamed only once complete and verified, so a backup killed half-way never sits under a
// backup's name; the schedule's clean-up deletes only files matching BACKUP_FILE.

export type BackupKind = 'sqlite' | 'pgdump';

export const BACKUP_FILE = /^registry-(\d{8}T\d{6}Z)-schema(\d{3})\.(sqlite|pgdump)$/;

/** A message for the operator: the command prints it and exits non-zero. */
export class BackupError extends Error {}

export function backupDir(configured: string | undefined = settings().backup.dir): string {
  if (configured) {
    const dir = path.resolve(configured);
    // A mistyped BACKUP_DIR must not quietly put backups somewhere nobody looks.
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
      throw new BackupError(`BACKUP_DIR ${dir} does not exist or is not a directory`);
    }
    return dir;
  }
  const dir = path.resolve('data', 'backups');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The schema version of a migration name: its number (`005_rateLimits` → 5). */
export function schemaVersionOf(migrationName: string): number {
  const match = /^(\d{3})_/.exec(migrationName);
  if (!match) throw new BackupError(`unknown migration name ${migrationName}`);
  return Number(match[1]);
}

/** The newest schema version among applied migration names (0 for none). */
export function newestSchemaVersion(names: readonly string[]): number {
  return names.reduce((newest, name) => Math.max(newest, schemaVersionOf(name)), 0);
}

export function backupName(now: Date, schemaVersion: number, kind: BackupKind): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `registry-${stamp}-schema${String(schemaVersion).padStart(3, '0')}.${kind}`;
}

/** The hidden name a backup is written under until it is complete and verified. */
export const partialName = (dir: string, kind: BackupKind): string =>
  path.join(dir, `.registry-partial-${process.pid}-${Date.now()}.${kind}`);

/** Flushes `file` to disk, renames it to `final` and flushes the directory entry too. */
export function publish(file: string, final: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(file, final);
  const dir = fs.openSync(path.dirname(final), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}

// SQLite writes a `-journal` beside the file it fills (VACUUM INTO).
const PARTIAL = /^\.registry-partial-(\d+)-\d+\.(sqlite|pgdump)(-journal)?$/;

/** Deletes the partial files of backups whose process is gone (killed half-way). */
export function removeOrphanPartials(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    const pid = Number(PARTIAL.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') removeQuietly(path.join(dir, name));
    }
  }
}

export function removeQuietly(file: string): void {
  fs.rmSync(file, { force: true });
}

/** Removes a partial backup and the journal SQLite may have left beside it. */
export function removePartial(file: string): void {
  removeQuietly(file);
  removeQuietly(`${file}-journal`);
}

/** Says a full disk (or a file-size limit) in words an operator acts on. */
export function describeWriteError(error: unknown, dir: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code ?? '';
  if (
    /SQLITE_FULL|ENOSPC|EFBIG|disk is full|No space left|File too large/i.test(`${code} ${text}`)
  ) {
    return `no space left to write the backup in ${dir} (${text})`;
  }
  // SQLite reports a write refused by a file-size limit (EFBIG) as a plain I/O error.
  if (/SQLITE_IOERR|disk I\/O error/i.test(`${code} ${text}`)) {
    return `could not write the backup in ${dir} (${text}: a full disk or a file-size limit?)`;
  }
  return text;
}
