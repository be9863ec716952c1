import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  freePort,
  prepareDatabase,
  root,
  startPortal,
  type RunningPortal,
} from '../support/portal';

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

const freshPath = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-sync-')), 'r.sqlite');

function runScript(script: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, REGISTRY_RETRY_BASE_MS: '10', REGISTRY_TIMEOUT_MS: '10000', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** The data a visitor sees, table by table, without storage keys (ids differ by design). */
function snapshot(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const all = (sql: string) => db.prepare(sql).all();
    return {
      projects: all(
        `SELECT p.projectId, p.projectName, s.name AS state, f.fieldNameUkr AS field, c.name AS creditor,
           e.name AS executor, p.beneficiar, p.projectSum, p.creditSum, p.creditDateBegin,
           p.agreementEffective, p.isCreditPaid, p.notes, p.finConditions, p.creditTextLink
         FROM projects p JOIN projectStates s ON s.id = p.projectStateId
         JOIN projectFields f ON f.id = p.projectFieldId JOIN creditors c ON c.id = p.creditorId
         LEFT JOIN responsibleExecutors e ON e.id = p.responsibleExecutorId ORDER BY p.projectId`,
      ),
      stats: all(
        'SELECT projectId, period, amount, usedAmount FROM projectStats ORDER BY projectId, period',
      ),
      documents: (
        all(
          'SELECT projectId, title, fileName, contentType, size, content FROM projectDocuments ORDER BY projectId, fileName',
        ) as {
          content: Buffer;
        }[]
      ).map(({ content, ...doc }) => ({
        ...doc,
        sha: createHash('sha256').update(content).digest('hex'),
      })),
      news: all('SELECT key, newsDate, newsTitle FROM news ORDER BY key'),
      // Linked terms come back in the glossary's alphabetical order: compare them as sets.
      glossary: (
        all('SELECT code, name, linkedArticles, "references" FROM glossaryWords ORDER BY code') as {
          linkedArticles: string;
        }[]
      ).map((w) => ({ ...w, linkedArticles: (JSON.parse(w.linkedArticles) as string[]).sort() })),
      laws: all(
        'SELECT kind, title, number, date, issuer, url FROM regulatoryDocuments ORDER BY title, number',
      ),
      states: all('SELECT name FROM projectStates ORDER BY sortOrder'),
      lastUpdate: all(`SELECT value FROM registryInfo WHERE key = 'lastUpdate'`),
    };
  } finally {
    db.close();
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

  it('copies every call of the contract from the first portal, data equal', () => {
    mirrorPath = freshPath();
    const result = runScript('scripts/registry-sync.ts', {
      REGISTRY_URL: first,
      DATABASE_PATH: mirrorPath,
    });
    expect(result.stderr + result.stdout).toMatch(/registry-sync: done in/);
    expect(result.status).toBe(0);
    const source = snapshot(firstDatabase);
    const mirror = snapshot(mirrorPath);
    expect(mirror.projects.length).toBeGreaterThan(100);
    expect(mirror.documents.length).toBeGreaterThan(0);
    for (const key of Object.keys(source) as (keyof typeof source)[]) {
      expect(mirror[key], key).toEqual(source[key]);
    }
  });

  it('serves the synced data without the demo notice, with the registry date on the landing', async () => {
    const mirror = await startPortal({ databasePath: mirrorPath });
    started.push(mirror);
    expect(await health(mirror.url)).toMatchObject({
      status: 'ok',
      dataSource: 'registry',
      lastSync: { ok: true, error: null },
    });
    const html = await (await fetch(`${mirror.url}/`)).text();
    expect(html).not.toContain('Демонстраційні дані');
    const { value } = (snapshot(firstDatabase).lastUpdate as { value: string }[])[0]!;
    const [y, m, d] = value.split('-');
    expect(html).toContain(`${d}.${m}.${y}`);
  });

  it('fills an empty database by syncing before serving, never with demo data', () => {
    const file = freshPath();
    const result = runScript('scripts/prepare-db.ts', { REGISTRY_URL: first, DATABASE_PATH: file });
    expect(result.status).toBe(0);
    expect(snapshot(file).projects).toEqual(snapshot(firstDatabase).projects);
  });

  it('fails with one line and changes nothing when the registry is unreachable', async () => {
    const file = freshPath();
    const port = await freePort();
    const env = {
      REGISTRY_URL: `http://127.0.0.1:${port}`,
      DATABASE_PATH: file,
      REGISTRY_RETRIES: '1',
    };
    const start = runScript('scripts/prepare-db.ts', env);
    expect(start.status).toBe(1);
    expect(start.stderr.trim().split('\n')).toHaveLength(1);
    expect(start.stderr).toMatch(/first sync failed.*project-fields.*ECONNREFUSED/);
    expect(snapshot(file).projects).toEqual([]);

    const sync = runScript('scripts/registry-sync.ts', { ...env, DATABASE_PATH: mirrorPath });
    expect(sync.status).toBe(1);
    expect(sync.stderr.trim().split('\n').at(-1)).toMatch(
      /^registry-sync: failed: GET \/api\/public\/project-fields/,
    );
    expect(snapshot(mirrorPath).projects).toEqual(snapshot(firstDatabase).projects);
  });
});

describe('background sync of a running portal', () => {
  it('replaces the demo data while serving, and pages show it without a restart', async () => {
    const portal = await startPortal({
      databasePath: prepareDatabase(),
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
