import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupError, describeWriteError, newestSchemaVersion, removePartial } from './backupFiles';

// SQLite backups: `VACUUM INTO` copies the live database inside one read transaction, so the
// copy is the database at one moment even while the portal and a sync write (WAL lets them go
// on), and never a torn file copy. Chosen over the page-by-page backup API, which restarts
// whenever another connection writes and so may never finish during a long sync.

function applied(db: SQLite.Database): string[] {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  if (!table) return [];
  return (db.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map(
    (row) => row.name,
  );
}

/** Copies the live database `source` into `partial`; returns the copy's schema version. */
export function writeSqliteBackup(source: string, partial: string): number {
  if (!fs.existsSync(source)) throw new BackupError(`database ${source} does not exist`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(partial);
  } catch (error) {
    removePartial(partial);
    throw new BackupError(describeWriteError(error, path.dirname(partial)));
  } finally {
    db.close();
  }
  return verifySqliteBackup(partial).schemaVersion;
}

/** Checks a SQLite backup whole (integrity_check) and reads its schema version. */
export function verifySqliteBackup(file: string): { schemaVersion: number; migrations: string[] } {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened: ${(error as Error).message}`);
  }
  try {
    let result: string;
    try {
      result = (db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[])
        .map((row) => row.integrity_check)
        .join('; ');
    } catch (error) {
      throw new BackupError(`${file} is not a portal backup: ${(error as Error).message}`);
    }
    if (result !== 'ok') throw new BackupError(`${file} is damaged: ${result.slice(0, 300)}`);
    const migrations = applied(db);
    const hasProjects = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'projects'")
      .get();
    if (migrations.length === 0 || !hasProjects) {
      throw new BackupError(`${file} is a SQLite database but not a portal backup`);
    }
    return { schemaVersion: newestSchemaVersion(migrations), migrations };
  } finally {
    db.close();
  }
}

/** Whether the database file holds any row in any table. */
export function sqliteHoldsData(file: string): boolean {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return false;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'",
      )
      .all() as { name: string }[];
    return tables.some(
      ({ name }) =>
        !name.startsWith('kysely_migration') &&
        db.prepare(`SELECT 1 FROM "${name.replace(/"/g, '""')}" LIMIT 1`).get() !== undefined,
    );
  } finally {
    db.close();
  }
}

/**
 * Makes sure no process has `file` open and leaves it without a WAL, so that a file renamed
 * over it is not read together with the old WAL. Switching the journal mode needs the only
 * connection: a running portal makes it fail, and the restore refuses.
 */
export function releaseSqliteTarget(file: string): void {
  if (!fs.existsSync(file)) return;
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 2000');
    db.pragma('wal_checkpoint(TRUNCATE)');
    const mode = db.pragma('journal_mode = DELETE', { simple: true });
    if (mode !== 'delete') throw new Error(`journal mode stayed ${String(mode)}`);
  } catch (error) {
    throw new BackupError(
      `database ${file} is in use (${(error as Error).message}): stop the portal before restoring`,
    );
  } finally {
    db.close();
  }
}
