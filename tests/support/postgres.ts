import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';

// A real PostgreSQL 15 for tests: the Debian cluster `15 main` (started when down) and a test
// role with a password (created when missing, as the postgres OS user), or the server that
// PG_TEST_ADMIN_URL names. Each suite gets scratch databases with unique names, dropped after.

const ROLE = 'ifi_test';
const PASSWORD = 'ifi_test';

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A URL of a role that may create databases, on a running server. */
export function postgresAdminUrl(): string {
  if (process.env.PG_TEST_ADMIN_URL) return process.env.PG_TEST_ADMIN_URL;
  const clusters = run('pg_lsclusters', ['--no-header']);
  if (!/^15\s+main\s+\d+\s+online/m.test(clusters)) run('pg_ctlcluster', ['15', 'main', 'start']);
  const port = /^15\s+main\s+(\d+)/m.exec(clusters)?.[1] ?? '5432';
  const asPostgres = (query: string) =>
    run('runuser', ['-u', 'postgres', '--', 'psql', '-p', port, '-tAc', query]).trim();
  if (asPostgres(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`) !== '1') {
    asPostgres(`CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}'`);
  }
  // DROP DATABASE … WITH (FORCE) must end every session on the scratch database, an autovacuum
  // worker's too (the superuser's): without this a suite's teardown failed when autovacuum had
  // just started there.
  if (asPostgres(`SELECT pg_has_role('${ROLE}', 'pg_signal_backend', 'MEMBER')`) !== 't') {
    asPostgres(`GRANT pg_signal_backend TO ${ROLE}`);
  }
  return `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Scratch databases of one test run share a prefix, so the run's teardown can drop them all.
const testRun = () => process.env.IFI_TEST_RUN ?? String(process.pid);

/** Creates an empty database with a unique name (`ifi_<run>_<random>`); returns its URL. */
export async function createScratchDatabase(adminUrl = postgresAdminUrl()): Promise<string> {
  const name = `ifi_${testRun()}_${crypto.randomBytes(4).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  return withDatabase(adminUrl, name);
}

/**
 * Readies a prepared scratch database to be copied: vacuumed now, so that autovacuum has no
 * reason to connect later, and closed to connections, since CREATE DATABASE … TEMPLATE fails
 * while anyone is connected to the template.
 */
export async function sealTemplate(url: string, adminUrl = postgresAdminUrl()): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  const name = new URL(url).pathname.slice(1);
  await admin(adminUrl, (c) => c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`));
}

/** A new scratch database copied from a sealed template (CREATE DATABASE … TEMPLATE). */
export async function scratchDatabaseFrom(
  templateUrl: string,
  adminUrl = postgresAdminUrl(),
): Promise<string> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `ifi_${testRun()}_${crypto.randomBytes(4).toString('hex')}`;
  // A session on the template (an autovacuum worker, despite the seal) makes the copy fail for
  // as long as it stays: try again for a while, then say so.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return withDatabase(adminUrl, name);
    } catch (error) {
      if (!/being accessed by other users/.test(String(error)) || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Drops a scratch database, closing any connection still open on it. */
export async function dropScratchDatabase(
  url: string,
  adminUrl = postgresAdminUrl(),
): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^ifi_\d+_[0-9a-f]+$/.test(name)) throw new Error(`not a scratch database: ${name}`);
  await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Drops every scratch database of a test run (its teardown). */
export async function dropRunDatabases(
  runId: string,
  adminUrl = postgresAdminUrl(),
): Promise<void> {
  await admin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`ifi\\_${runId}\\_%`],
    );
    for (const { datname } of rows)
      await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
