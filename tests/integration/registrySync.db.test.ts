import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openRegistry } from '../../src/registry/database/db';
import {
  databaseEnv,
  freePort,
  portalDialect,
  prepareTestDatabase,
  root,
  startPortal,
  type RunningPortal,
} from '../support/portal';
import { createScratchDatabase } from '../support/postgres';

// Mirror mode and the running portal: a second portal syncs from the first one's REST face
// (REGISTRY_URL=http://first-portal, no credentials) and must then hold the same data; /healthz
// and the demo notice follow what the database holds; a background sync shows new data without
// a restart.

const first = inject('baseURL');
const firstDatabase = inject('databasePath');
const started: RunningPortal[] = [];
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
});

/** An empty database of the suite's dialect: a scratch PostgreSQL database or a new file. */
const freshTarget = async () =>
  portalDialect() === 'postgres'
    ? createScratchDatabase()
    : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-sync-')), 'r.sqlite');

function runScript(script: string, target: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      REGISTRY_RETRY_BASE_MS: '10',
      REGISTRY_TIMEOUT_MS: '10000',
      ...databaseEnv(target),
      ...env,
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/**
 * The data a visitor sees, table by table, without storage keys (ids differ by design). Read
 * through the registry's own connection, so it works on SQLite and on PostgreSQL (identifiers
 * quoted: PostgreSQL folds unquoted ones to lower case).
 */
async function snapshot(target: string) {
  const db = openRegistry(target, { readonly: true });
  try {
    const all = async (query: string) => (await sql.raw(query).execute(db)).rows;
    const documents = (await all(
      'SELECT "projectId", "title", "fileName", "contentType", "size", "content" FROM "projectDocuments" ORDER BY "projectId", "fileName"',
    )) as { content: Uint8Array; size: number | string }[];
    const glossary = (await all(
      'SELECT "code", "name", "linkedArticles", "references" FROM "glossaryWords" ORDER BY "code"',
    )) as { linkedArticles: string }[];
    return {
      projects: await all(
        `SELECT p."projectId", p."projectName", s."name" AS "state", f."fieldNameUkr" AS "field",
           c."name" AS "creditor", e."name" AS "executor", p."beneficiar", p."projectSum",
           p."creditSum", p."creditDateBegin", p."agreementEffective", p."isCreditPaid", p."notes",
           p."finConditions", p."creditTextLink"
         FROM "projects" p JOIN "projectStates" s ON s."id" = p."projectStateId"
         JOIN "projectFields" f ON f."id" = p."projectFieldId" JOIN "creditors" c ON c."id" = p."creditorId"
         LEFT JOIN "responsibleExecutors" e ON e."id" = p."responsibleExecutorId" ORDER BY p."projectId"`,
      ),
      stats: await all(
        'SELECT "projectId", "period", "amount", "usedAmount" FROM "projectStats" ORDER BY "projectId", "period"',
      ),
      documents: documents.map(({ content, ...doc }) => ({
        ...doc,
        sha: createHash('sha256').update(content).digest('hex'),
      })),
      news: await all('SELECT "key", "newsDate", "newsTitle" FROM "news" ORDER BY "key"'),
      // Linked terms come back in the glossary's alphabetical order: compare them as sets.
      glossary: glossary.map((w) => ({
        ...w,
        linkedArticles: (JSON.parse(w.linkedArticles) as string[]).sort(),
      })),
      laws: await all(
        'SELECT "kind", "title", "number", "date", "issuer", "url" FROM "regulatoryDocuments" ORDER BY "title", "number"',
      ),
      states: await all('SELECT "name" FROM "projectStates" ORDER BY "sortOrder"'),
      lastUpdate: await all(`SELECT "value" FROM "registryInfo" WHERE "key" = 'lastUpdate'`),
    };
  } finally {
    await db.destroy();
  }
}

const health = async (url: string) =>
  (await (await fetch(`${url}/healthz`)).json()) as {
    status: string;
    dataSource: string;
    lastSync: { ok: boolean | null; projects: number; error: string | null };
  };

describe('demo mode', () => {
  it('says so on every page and in /healthz while the database holds demo data', async () => {
    expect(await health(first)).toMatchObject({ status: 'ok', dataSource: 'demo' });
    for (const page of ['/', '/projects', '/references/faq']) {
      const html = await (await fetch(`${first}${page}`)).text();
      expect(html, page).toContain('Демонстраційні дані');
      expect(html, page).toContain('href="/about-portal#demo-data"');
    }
    const about = await (await fetch(`${first}/about-portal`)).text();
    expect(about).toContain('id="demo-data"');
    expect(about).not.toMatch(/офіційний державний ресурс/);
  });
});

// A whole sync per test: on the shared 2-core machine under load it takes tens of seconds.
describe('mirror mode: a portal syncs from another portal', { timeout: 150_000 }, () => {
  let mirrorPath = '';

  it('copies every call of the contract from the first portal, data equal', async () => {
    mirrorPath = await freshTarget();
    const result = runScript('src/runtime/registrySync.ts', mirrorPath, { REGISTRY_URL: first });
    expect(result.stderr + result.stdout).toMatch(/registry-sync: done in/);
    expect(result.status).toBe(0);
    const source = await snapshot(firstDatabase);
    const mirror = await snapshot(mirrorPath);
    expect(mirror.projects.length).toBeGreaterThan(100);
    expect(mirror.documents.length).toBeGreaterThan(0);
    for (const key of Object.keys(source) as (keyof typeof source)[]) {
      expect(mirror[key], key).toEqual(source[key]);
    }
  });

  it('serves the synced data without the demo notice or section, with the registry date on the landing', async () => {
    const mirror = await startPortal({ databasePath: mirrorPath });
    started.push(mirror);
    expect(await health(mirror.url)).toMatchObject({
      status: 'ok',
      dataSource: 'registry',
      lastSync: { ok: true, error: null },
    });
    const html = await (await fetch(`${mirror.url}/`)).text();
    expect(html).not.toContain('Демонстраційні дані');
    // The about page explains demo mode only in demo mode.
    const about = await (await fetch(`${mirror.url}/about-portal`)).text();
    expect(about).toContain('Ліцензія на відкриті дані');
    expect(about.includes('Демонстраційні дані'), 'the about page explains demo data').toBe(false);
    expect(about.includes('id="demo-data"'), 'the about page has #demo-data').toBe(false);
    const { value } = ((await snapshot(firstDatabase)).lastUpdate as { value: string }[])[0]!;
    const [y, m, d] = value.split('-');
    expect(html).toContain(`${d}.${m}.${y}`);
  });

  it('fills an empty database by syncing before serving, never with demo data', async () => {
    const target = await freshTarget();
    const result = runScript('scripts/prepare-db.ts', target, { REGISTRY_URL: first });
    expect(result.status).toBe(0);
    expect((await snapshot(target)).projects).toEqual((await snapshot(firstDatabase)).projects);
  });

  it('fails with one line and changes nothing when the registry is unreachable', async () => {
    const target = await freshTarget();
    const port = await freePort();
    const env = { REGISTRY_URL: `http://127.0.0.1:${port}`, REGISTRY_RETRIES: '1' };
    const start = runScript('scripts/prepare-db.ts', target, env);
    expect(start.status).toBe(1);
    expect(start.stderr.trim().split('\n')).toHaveLength(1);
    expect(start.stderr).toMatch(/first sync failed.*project-fields.*ECONNREFUSED/);
    expect((await snapshot(target)).projects).toEqual([]);

    const sync = runScript('src/runtime/registrySync.ts', mirrorPath, env);
    expect(sync.status).toBe(1);
    expect(sync.stderr.trim().split('\n').at(-1)).toMatch(
      /^registry-sync: failed: GET \/api\/public\/project-fields/,
    );
    expect((await snapshot(mirrorPath)).projects).toEqual((await snapshot(firstDatabase)).projects);
  });
});

describe('background sync of a running portal', () => {
  it('replaces the demo data while serving, and pages show it without a restart', async () => {
    const portal = await startPortal({
      databasePath: await prepareTestDatabase(),
      env: { REGISTRY_URL: first, REGISTRY_SYNC_INTERVAL: '0.02' },
    });
    started.push(portal);
    expect(await (await fetch(`${portal.url}/`)).text()).toContain('Демонстраційні дані');
    const deadline = Date.now() + 120_000;
    while ((await health(portal.url)).dataSource !== 'registry') {
      if (Date.now() > deadline) throw new Error(`no sync: ${portal.output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    // With a 1.2 s interval the next sync may already be running (ok: null); none failed.
    expect((await health(portal.url)).lastSync.ok).not.toBe(false);
    expect(await (await fetch(`${portal.url}/`)).text()).not.toContain('Демонстраційні дані');
  }, 150_000);
});
