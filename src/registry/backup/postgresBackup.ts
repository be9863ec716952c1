import 'server-only';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inheritedEnvironment } from '../../config/environment';
import { BackupError, describeWriteError, newestSchemaVersion, removeQuietly } from './backupFiles';

// PostgreSQL backups are pg_dump's custom format: one consistent snapshot (a repeatable-read
// transaction) however long the dump and whatever the portal or a sync writes meanwhile,
// compressed, and it carries everything the migrations made (triggers, functions, the view,
// identity sequences). A hand-written dump of the portal's tables would have to follow every
// migration's objects. It needs the PostgreSQL client tools (pg_dump, pg_restore, psql) of the
// server's major version or newer, Debian's postgresql-client-15. Objects live in `public`.

interface Connection {
  /** The URL without its password, for argv (which `ps` shows). */
  url: string;
  env: NodeJS.ProcessEnv;
}

function connection(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...inheritedEnvironment(), ...(password ? { PGPASSWORD: password } : {}) },
  };
}

interface ToolRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a client tool to its end, keeping at most 1 MB of each output. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const keep = (text: string, chunk: Buffer) =>
      text.length < 1_000_000 ? text + chunk.toString() : text;
    child.stdout.on('data', (chunk: Buffer) => (stdout = keep(stdout, chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr = keep(stderr, chunk)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} not found: PostgreSQL backups need the client tools (Debian: apt-get install postgresql-client-15)`,
            )
          : error,
      ),
    );
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const firstLines = (text: string) => text.trim().split('\n').slice(0, 3).join(' | ');

/** The applied migration names inside a dump (the data of its kysely_migration table). */
async function dumpMigrations(file: string): Promise<string[]> {
  const run = await runTool(
    'pg_restore',
    ['--data-only', '--table=kysely_migration', '-f', '-', file],
    inheritedEnvironment(),
  );
  if (run.code !== 0)
    throw new BackupError(`${file} is not a portal backup: ${firstLines(run.stderr)}`);
  const copy = /^COPY public\.kysely_migration [^\n]*FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(
    run.stdout,
  );
  return copy
    ? copy[1]!
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t')[0]!)
    : [];
}

/** Checks a dump whole (every entry read back) and reads its schema version. */
export async function verifyPostgresBackup(
  file: string,
): Promise<{ schemaVersion: number; migrations: string[] }> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const list = await runTool('pg_restore', ['--list', file], inheritedEnvironment());
  if (list.code !== 0)
    throw new BackupError(`${file} is not a portal backup: ${firstLines(list.stderr)}`);
  if (!/TABLE DATA public projects /.test(list.stdout)) {
    throw new BackupError(`${file} is a PostgreSQL dump but not of a portal registry`);
  }
  // Reading every entry's data finds a truncated or damaged file before anything is replaced.
  const whole = await runTool('pg_restore', ['-f', '/dev/null', file], inheritedEnvironment());
  if (whole.code !== 0) throw new BackupError(`${file} is damaged: ${firstLines(whole.stderr)}`);
  const migrations = await dumpMigrations(file);
  if (migrations.length === 0) throw new BackupError(`${file} holds no migration history`);
  return { schemaVersion: newestSchemaVersion(migrations), migrations };
}

/** Dumps the database into `partial`; returns the dump's schema version. */
export async function writePostgresBackup(databaseUrl: string, partial: string): Promise<number> {
  const { url, env } = connection(databaseUrl);
  const run = await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', '-f', partial, '-d', url],
    env,
  );
  if (run.code !== 0) {
    removeQuietly(partial);
    // pg_dump stopped by a file-size limit (SIGXFSZ) ran out of room as on a full disk.
    const why = run.signal === 'SIGXFSZ' ? 'File too large' : firstLines(run.stderr) || run.signal;
    throw new BackupError(
      `pg_dump failed: ${describeWriteError(new Error(String(why)), path.dirname(partial))}`,
    );
  }
  try {
    return (await verifyPostgresBackup(partial)).schemaVersion;
  } catch (error) {
    removeQuietly(partial);
    throw error;
  }
}

async function withClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 15_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether any table of the database's public schema holds a row. */
export function postgresHoldsData(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_migration%'",
    );
    for (const { name } of rows) {
      const found = await client.query(
        `SELECT 1 FROM public."${name.replace(/"/g, '""')}" LIMIT 1`,
      );
      if (found.rowCount) return true;
    }
    return false;
  });
}

// Empties the public schema inside the restore's transaction: if the load fails, the drop is
// rolled back with it. A running portal's locks make it wait at most lock_timeout.
const EMPTY_PUBLIC = `
BEGIN;
SET LOCAL lock_timeout = '30s';
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT viewname FROM pg_views WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP VIEW IF EXISTS public.%I CASCADE', r.viewname);
  END LOOP;
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', r.tablename);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' LOOP
    EXECUTE 'DROP FUNCTION IF EXISTS ' || r.fn || ' CASCADE';
  END LOOP;
  FOR r IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP SEQUENCE IF EXISTS public.%I CASCADE', r.sequencename);
  END LOOP;
END $$;
`;

/**
 * Replaces the public schema with the dump's, in one transaction: pg_restore's script is piped
 * into psql after the drop, and COMMIT is sent only when pg_restore finished cleanly; any error
 * (psql stops at the first) or a pg_restore failure ends the session uncommitted.
 */
export async function loadPostgresBackup(file: string, databaseUrl: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '-f', '-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let psqlErrors = '';
  let restoreErrors = '';
  psql.stderr.on('data', (chunk: Buffer) => (psqlErrors += chunk.toString().slice(0, 10_000)));
  restore.stderr.on(
    'data',
    (chunk: Buffer) => (restoreErrors += chunk.toString().slice(0, 10_000)),
  );
  const psqlDone = new Promise<number | null>((resolve, reject) => {
    psql.on('error', reject);
    psql.on('close', resolve);
  });
  const restoreDone = new Promise<number | null>((resolve, reject) => {
    restore.on('error', reject);
    restore.on('close', resolve);
  });
  // psql stopped at an error: its exit code says so, and pg_restore, which would wait on the
  // full pipe forever, is stopped.
  psql.stdin.on('error', () => {});
  psql.on('close', () => {
    if (restore.exitCode === null) restore.kill('SIGTERM');
  });
  psql.stdin.write(EMPTY_PUBLIC);
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = await restoreDone;
  if (restored === 0) psql.stdin.end('\nCOMMIT;\n');
  else psql.stdin.end();
  const loaded = await psqlDone;
  // psql's error first: when it stops, pg_restore is stopped too.
  if (loaded !== 0)
    throw new BackupError(`loading the backup failed, nothing changed: ${firstLines(psqlErrors)}`);
  if (restored !== 0)
    throw new BackupError(`pg_restore failed, nothing changed: ${firstLines(restoreErrors)}`);
}
