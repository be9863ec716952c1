import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion, getDataVersion } from '../../src/registry/database/dataVersion';
import { openRegistry, type Registry } from '../../src/registry/database/db';
import { dialectOf } from '../../src/registry/dialect';
import { inOneClockMinute } from '../support/clockMinute';
import { databaseEnv, root, startPortal, type RunningPortal } from '../support/portal';
import { createScratchDatabase, dropScratchDatabase } from '../support/postgres';
import { mailHeader, startTestSmtp, type TestSmtp } from '../support/smtp';

// Several portal processes behind a load balancer, one PostgreSQL (run by `integration-pg`):
// two processes on different ports share the contact outbox, the rate limit and the data.

/** `scripts/prepare-db.ts` as `npm start` runs it, in the background. */
function prepare(database: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/prepare-db.ts'],
      { cwd: root, env: { ...process.env, ...databaseEnv(database) } },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const form = (subject: string) =>
  new URLSearchParams({
    name: 'Олена Петренко',
    email: 'olena@example.com',
    phone: '',
    subject,
    message: 'Повідомлення через балансувальник навантаження.',
  }).toString();

let database: string;
let db: Registry;
let smtp: TestSmtp;
let portals: RunningPortal[] = [];

beforeAll(async () => {
  database = await createScratchDatabase();
  db = openRegistry(database);
  smtp = await startTestSmtp();
}, 120_000);

afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await db.destroy();
  await smtp.close();
  await dropScratchDatabase(database);
});

describe('two portal processes on one PostgreSQL', () => {
  it('migrates and seeds once when both start at the same time', async () => {
    const results = await Promise.all([prepare(database), prepare(database)]);
    for (const result of results) expect(result.code, result.output).toBe(0);
    expect(results.filter((r) => r.output.includes('demo data created'))).toHaveLength(1);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    // Each migration of the dialect once (a count written down went stale with migration 005).
    expect(applied.rows.map((r) => r.name).sort()).toEqual(
      Object.keys(dialectOf(db).migrations).sort(),
    );
  }, 120_000);

  it('serves from both processes', async () => {
    const env = {
      SMTP_URL: smtp.url,
      CONTACT_TO: 'ministry@example.gov.ua',
      CONTACT_POLL_MS: '200',
    };
    portals = await Promise.all([
      startPortal({ databasePath: database, env }),
      startPortal({ databasePath: database, env }),
    ]);
    for (const portal of portals) {
      expect((await fetch(`${portal.url}/projects?page=1`)).status).toBe(200);
    }
  }, 120_000);

  it('shares the rate limit and delivers each contact message exactly once', async () => {
    // Same client (127.0.0.1) through both processes, alternating: five pass, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const portal = portals[i % 2]!;
      const res = await fetch(`${portal.url}/contact-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(`Через процес ${(i % 2) + 1}, № ${i}`),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const mails = await smtp.waitFor(5, 20_000);
    // Both outboxes keep polling: wait a few rounds more, no message may arrive twice.
    await new Promise((r) => setTimeout(r, 1500));
    const ids = smtp.received.map((m) => mailHeader(m.raw, 'X-Contact-Message-Id'));
    expect(mails.length).toBe(5);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toHaveLength(5);
  }, 60_000);

  it('counts one client’s exports across both instances: 30 a minute, whichever answers', async () => {
    // With DATABASE_URL the per-client limits live in PostgreSQL. Alternating between
    // the two instances, the client gets 30 exports in the minute, not 30 from each.
    // All 36 in one clock minute (they took 22 s on a machine at load 9).
    const minute = await inOneClockMinute(45_000, true);
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) {
      const res = await fetch(`${portals[i % 2]!.url}/api/projects/export.csv?page=1`);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(minute.sameMinute(), 'the requests ran into the next minute').toBe(true);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(' '),
    ).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429, 429]);
  }, 120_000);

  it('shows a change written through one connection on both processes at once', async () => {
    const project = await db
      .selectFrom('projects')
      .select(['projectId', 'projectName'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    // Both render the page once (a page cache would now hold it).
    for (const portal of portals) await fetch(`${portal.url}/projects/${project.projectId}`);
    const before = await getDataVersion(db);
    const renamed = `${project.projectName} (оновлено синхронізацією)`;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('projects')
        .set({ projectName: renamed })
        .where('projectId', '=', project.projectId)
        .execute();
      await bumpDataVersion(trx);
    });
    expect(await getDataVersion(db)).toBe(before + 1);
    for (const portal of portals) {
      const html = await (await fetch(`${portal.url}/projects/${project.projectId}`)).text();
      expect(html).toContain('оновлено синхронізацією');
    }
  });
});
