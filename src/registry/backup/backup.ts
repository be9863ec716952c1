import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { settings } from '../../config/environment';
import { bumpDataVersion } from '../database/dataVersion';
import { databaseTarget, migrateToLatest, openRegistry } from '../database/db';
import { isPostgresUrl } from '../dialect';
import {
  loadPostgresBackup,
  postgresHoldsData,
  verifyPostgresBackup,
  writePostgresBackup,
} from './postgresBackup';
import { postgresDialect } from '../dialect/postgres';
import { sqliteDialect } from '../dialect/sqlite';
import {
  releaseSqliteTarget,
  sqliteHoldsData,
  verifySqliteBackup,
  writeSqliteBackup,
} from './sqliteBackup';
import {
  BackupError,
  backupDir,
  backupName,
  newestSchemaVersion,
  partialName,
  publish,
  removeOrphanPartials,
  removePartial,
  removeQuietly,
  type BackupKind,
} from './backupFiles';

// `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts) and the
// scheduled backups (src/runtime/backupSchedule.ts): one backup of the configured database,
// written under a partial name, verified, then renamed; one restore, verified before anything
// is touched, loaded so that a failure leaves the old data, then migrated to this version.

export interface BackupResult {
  file: string;
  bytes: number;
  schemaVersion: number;
  ms: number;
}

export async function backupRegistry(
  target = databaseTarget(),
  configuredDir: string | undefined = settings().backup.dir,
  now = new Date(),
): Promise<BackupResult> {
  const started = Date.now();
  const dir = backupDir(configuredDir);
  removeOrphanPartials(dir);
  const kind: BackupKind = isPostgresUrl(target) ? 'pgdump' : 'sqlite';
  const partial = partialName(dir, kind);
  try {
    const schemaVersion =
      kind === 'pgdump'
        ? await writePostgresBackup(target, partial)
        : writeSqliteBackup(path.resolve(target), partial);
    const file = path.join(dir, backupName(now, schemaVersion, kind));
    publish(partial, file);
    return { file, bytes: fs.statSync(file).size, schemaVersion, ms: Date.now() - started };
  } finally {
    removePartial(partial);
  }
}

/** The newest schema this portal knows, from the dialect's own list of migrations. */
function knownSchemaVersion(postgres: boolean): number {
  return newestSchemaVersion(Object.keys((postgres ? postgresDialect : sqliteDialect).migrations));
}

export interface RestoreResult {
  target: string;
  fromSchemaVersion: number;
  schemaVersion: number;
}

export async function restoreRegistry(
  file: string,
  options: { replace?: boolean; target?: string } = {},
): Promise<RestoreResult> {
  const target = options.target ?? databaseTarget();
  const postgres = isPostgresUrl(target);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new BackupError(`${file} does not exist or is not a file`);
  }
  const looksLike = fs.readFileSync(file, { encoding: null }).subarray(0, 16).toString('latin1');
  if (postgres !== looksLike.startsWith('PGDMP')) {
    throw new BackupError(
      looksLike.startsWith('PGDMP') || looksLike.startsWith('SQLite format 3')
        ? `${file} is a backup of the other database kind: a SQLite backup restores into DATABASE_PATH, a PostgreSQL one into DATABASE_URL`
        : `${file} is not a portal backup`,
    );
  }
  const { schemaVersion } = postgres ? await verifyPostgresBackup(file) : verifySqliteBackup(file);
  const known = knownSchemaVersion(postgres);
  if (schemaVersion > known) {
    throw new BackupError(
      `${file} is from a newer portal (schema ${schemaVersion}; this one knows up to ${known}): update the portal first`,
    );
  }
  if (!options.replace && (postgres ? await postgresHoldsData(target) : sqliteHoldsData(target))) {
    throw new BackupError('the database already holds data: add --replace to replace it');
  }
  if (postgres) {
    await loadPostgresBackup(file, target);
    await upgrade(target);
  } else {
    await restoreSqliteFile(file, path.resolve(target));
  }
  return { target, fromSchemaVersion: schemaVersion, schemaVersion: known };
}

/** Migrates a restored database to this version and tells every page cache its data changed. */
async function upgrade(target: string): Promise<void> {
  const db = openRegistry(target);
  try {
    await migrateToLatest(db);
    await bumpDataVersion(db);
  } finally {
    await db.destroy();
  }
}

async function restoreSqliteFile(file: string, target: string): Promise<void> {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = path.join(
    path.dirname(target),
    `.${path.basename(target)}.restoring-${process.pid}`,
  );
  try {
    fs.copyFileSync(file, staging);
    // Migrated on the staging copy, so a failing migration leaves the old database in place.
    await upgrade(staging);
    releaseSqliteTarget(staging);
    // No process may hold the old file, and it must leave no WAL that SQLite would read
    // together with the new file.
    releaseSqliteTarget(target);
    publish(staging, target);
  } finally {
    for (const leftover of [staging, `${staging}-wal`, `${staging}-shm`, `${staging}-journal`]) {
      removeQuietly(leftover);
    }
  }
}
