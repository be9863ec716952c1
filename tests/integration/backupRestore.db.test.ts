import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FILE } from '../../src/registry/backup/backupFiles';
import { openRegistry, type Registry } from '../../src/registry/database/db';
import { dialectOf } from '../../src/registry/dialect';
import {
  databaseEnv,
  portalDialect,
  prepareTestDatabase,
  root,
  startPortal,
} from '../support/portal';
import { createScratchDatabase } from '../support/postgres';
import { tableChecksums } from '../support/tableChecksums';

// `npm run backup` and `npm run restore` against the suite's database (SQLite, or PostgreSQL
// in integration-pg), as an operator runs them: separate processes, the portal serving.

const postgres = portalDialect() === 'postgres';
const opened: Registry[] = [];
afterAll(async () => {
  for (const db of opened.splice(0)) await db.destroy().catch(() => {});
});
const open = (target: string) => {
  const db = openRegistry(target);
  opened.push(db);
  return db;
};

/** An empty database of the suite's kind: a scratch PostgreSQL database or a new file path. */
async function emptyTarget(): Promise<string> {
  return postgres
    ? createScratchDatabase()
    : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-restore-')), 'registry.sqlite');
}

const newBackupDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-backups-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', script, ...args],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const backup = (database: string, dir: string) =>
  runScript('scripts/backup.ts', [], { ...databaseEnv(database), BACKUP_DIR: dir });
const restore = (database: string, file: string, ...flags: string[]) =>
  runScript('scripts/restore.ts', [file, ...flags], databaseEnv(database));

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

/** The checksums of what a backup holds: a SQLite file is read as is, a dump restored first. */
async function backupChecksums(file: string): Promise<Record<string, string>> {
  if (!postgres) {
    const db = openRegistry(file, { readonly: true });
    try {
      return await tableChecksums(db);
    } finally {
      await db.destroy();
    }
  }
  const target = await createScratchDatabase();
  const loaded = await restore(target, file);
  expect(loaded.code, loaded.stderr).toBe(0);
  return tableChecksums(open(target));
}

/** One sync-like write: many rows in two tables, in one transaction, then the state it left. */
async function writeStep(db: Registry, step: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    await trx
      .insertInto('contactMessages')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          createdAt: at,
          name: 'Тест',
          email: 'test@example.com',
          phone: null,
          subject: `Крок ${step}`,
          message: `Повідомлення ${i} кроку ${step}`,
          clientKey: 'backup-test',
          nextAttemptAt: null,
          deliveredAt: null,
          lastError: null,
        })),
      )
      .execute();
    await trx
      .insertInto('registryInfo')
      .values({ key: 'backupTestStep', value: String(step) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(step) }))
      .execute();
  });
}

describe('npm run backup', () => {
  it('writes a backup equal to the source at one moment while pages are served and writes go on', async () => {
    const source = await prepareTestDatabase();
    const portal = await startPortal({ databasePath: source });
    const db = open(source);
    const states = new Set<string>([JSON.stringify(await tableChecksums(db))]);
    let writing = true;
    let pages = 0;
    const writer = (async () => {
      for (let step = 1; writing; step++) {
        await writeStep(db, step);
        states.add(JSON.stringify(await tableChecksums(db)));
        // better-sqlite3 answers synchronously: without a turn of the event loop this loop
        // would starve the page requests and the backup's process handling.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const reader = (async () => {
      while (writing) {
        const res = await fetch(`${portal.url}/projects?page=${(pages % 5) + 1}`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        pages += 1;
      }
    })();
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const run = await backup(source, newBackupDir());
      expect(run.code, run.stderr).toBe(0);
      const file = lastLine(run.stdout);
      expect(path.basename(file)).toMatch(BACKUP_FILE);
      expect(path.basename(file)).toMatch(postgres ? /\.pgdump$/ : /\.sqlite$/);
      writing = false;
      await Promise.all([writer, reader]);
      expect(pages).toBeGreaterThan(0);
      expect(states.size).toBeGreaterThan(2);
      const held = JSON.stringify(await backupChecksums(file));
      expect(states.has(held)).toBe(true);
    } finally {
      writing = false;
      await Promise.allSettled([writer, reader]);
      await portal.stop();
    }
  }, 400_000);

  it('never leaves a file under a backup name when killed with kill -9 mid-way', async () => {
    const source = await prepareTestDatabase();
    const dir = newBackupDir();
    for (let attempt = 0; attempt < 4; attempt++) {
      const child = spawn(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', 'scripts/backup.ts'],
        { cwd: root, env: { ...process.env, ...databaseEnv(source), BACKUP_DIR: dir } },
      );
      // Killed as soon as its partial file appears (or after a while, at varying points).
      const deadline = Date.now() + 20_000;
      while (
        Date.now() < deadline &&
        child.exitCode === null &&
        !fs.readdirSync(dir).some((f) => f.startsWith('.registry-partial-'))
      ) {
        await new Promise((r) => setTimeout(r, 2));
      }
      await new Promise((r) => setTimeout(r, attempt * 15));
      child.kill('SIGKILL');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    }
    // Whatever stayed under a backup's name is whole (pg_dump, a grandchild, may still finish
    // its partial file after the kill: it never gets renamed).
    for (const name of fs.readdirSync(dir).filter((f) => BACKUP_FILE.test(f))) {
      const check = await restore(await emptyTarget(), path.join(dir, name));
      expect(check.code, check.stderr).toBe(0);
    }
    // The next backup works, and clears the partial files of processes that are gone.
    await new Promise((r) => setTimeout(r, postgres ? 3000 : 0));
    const run = await backup(source, dir);
    expect(run.code, run.stderr).toBe(0);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.registry-partial-'))).toEqual([]);
  }, 400_000);

  it('fails with a clear message and writes nothing for a missing directory or a full disk', async () => {
    const source = await prepareTestDatabase();
    const missing = await backup(source, path.join(os.tmpdir(), 'ifi-no-such-dir', 'backups'));
    expect(missing.code).toBe(1);
    expect(lastLine(missing.stderr)).toMatch(/BACKUP_DIR .* does not exist/);

    // A file-size limit of 256 KB stands in for a full disk.
    const dir = newBackupDir();
    const full = spawnSync(
      'sh',
      [
        '-c',
        `ulimit -f 512; exec "${process.execPath}" --conditions=react-server --import tsx scripts/backup.ts`,
      ],
      {
        cwd: root,
        env: { ...process.env, ...databaseEnv(source), BACKUP_DIR: dir },
        encoding: 'utf8',
      },
    );
    expect(full.status, full.stdout + full.stderr).toBe(1);
    expect(full.stderr).toMatch(/backup failed: .*(no space left|File too large|could not write)/i);
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 120_000);
});

describe('npm run restore', () => {
  it('restores into an empty database a portal that shows the same projects, history, feeds and outbox', async () => {
    const source = await prepareTestDatabase();
    const db = open(source);
    await writeStep(db, 1);
    const run = await backup(source, newBackupDir());
    expect(run.code, run.stderr).toBe(0);
    const target = await emptyTarget();
    const restored = await restore(target, lastLine(run.stdout));
    expect(restored.code, restored.stderr).toBe(0);
    expect(await tableChecksums(open(target))).toEqual(await tableChecksums(db));

    const [before, after] = [
      await startPortal({ databasePath: source }),
      await startPortal({ databasePath: target }),
    ];
    try {
      for (const route of [
        '/changes.atom',
        '/api/trpc/references.projectStates',
        '/api/_search/xm-entities?query=typeKey:PROJECT&page=0&size=50',
      ]) {
        const [a, b] = await Promise.all([
          fetch(`${before.url}${route}`).then((r) => r.text()),
          fetch(`${after.url}${route}`).then((r) => r.text()),
        ]);
        expect(b.replaceAll(after.url, ''), route).toBe(a.replaceAll(before.url, ''));
      }
    } finally {
      await Promise.all([before.stop(), after.stop()]);
    }
  }, 400_000);

  it('refuses a database that holds data without --replace, and replaces it with --replace', async () => {
    const source = await prepareTestDatabase();
    const sourceDb = open(source);
    await writeStep(sourceDb, 7);
    const run = await backup(source, newBackupDir());
    const file = lastLine(run.stdout);
    const target = await prepareTestDatabase();
    const targetDb = open(target);
    const old = await tableChecksums(targetDb);

    const refused = await restore(target, file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds data: add --replace/);
    expect(await tableChecksums(targetDb)).toEqual(old);

    await targetDb.destroy();
    opened.splice(opened.indexOf(targetDb), 1);
    const replaced = await restore(target, file, '--replace');
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(await tableChecksums(open(target))).toEqual(await tableChecksums(sourceDb));
  }, 400_000);

  it('brings a backup of an older schema up to the current one', async () => {
    const source = await prepareTestDatabase();
    const db = open(source);
    const migrations = dialectOf(db).migrations;
    const names = Object.keys(migrations);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(names.at(-2)!);
    expect(down.error).toBeUndefined();
    const run = await backup(source, newBackupDir());
    expect(run.code, run.stderr).toBe(0);
    const file = lastLine(run.stdout);
    expect(path.basename(file)).toContain(`-schema${names.at(-2)!.slice(0, 3)}.`);

    const target = await emptyTarget();
    const restored = await restore(target, file);
    expect(restored.code, restored.stderr).toBe(0);
    const applied = await open(target)
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((row) => row.name).sort()).toEqual([...names].sort());
  }, 400_000);

  it('refuses a file that is not a backup, a truncated one and one from a newer schema, changing nothing', async () => {
    const source = await prepareTestDatabase();
    const sourceDb = open(source);
    const good = lastLine((await backup(source, newBackupDir())).stdout);
    const target = await prepareTestDatabase();
    const targetDb = open(target);
    const old = await tableChecksums(targetDb);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-bad-'));

    const truncated = path.join(scratch, path.basename(good));
    fs.writeFileSync(truncated, fs.readFileSync(good).subarray(0, 200_000));
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('999_future', '2099-01-01')`.execute(
      sourceDb,
    );
    const newer = lastLine((await backup(source, newBackupDir())).stdout);

    const cases: [string, RegExp][] = [
      [path.join(root, 'package.json'), /is not a portal backup/],
      [path.join(scratch, 'missing.sqlite'), /does not exist/],
      [truncated, /is damaged|is not a portal backup|malformed/],
      [newer, /from a newer portal \(schema 999/],
    ];
    for (const [file, message] of cases) {
      const run = await restore(target, file, '--replace');
      expect(run.code, file).toBe(1);
      expect(lastLine(run.stderr), file).toMatch(message);
      expect(await tableChecksums(targetDb)).toEqual(old);
    }
  }, 400_000);
});
