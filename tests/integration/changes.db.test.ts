import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { child, childrenNamed, parseXml, textOf, type XmlElement } from '../support/atom';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  sampleData,
  startFakeRegistry,
  type FakeRegistry,
} from '../support/fakeRegistry';
import {
  databaseEnv,
  portalDialect,
  root,
  startPortal,
  type RunningPortal,
} from '../support/portal';
import { createScratchDatabase } from '../support/postgres';
import { removedKey, revised, secondRevision } from '../support/secondRevision';

// The change history over HTTP: /changes, the Atom feeds, GET /api/changes, tRPC, the project
// page's «Історія змін» and the 410 of a removed project — on the demo portal (its made-up
// past) and on a portal synced twice from the fake registry (a first and a changed second
// revision). Bad input to every new parameter gets 400 or the form's message, never a 5xx.

const baseURL = inject('baseURL');

interface ApiChange {
  revisionId: number;
  recordedAt: string;
  projectId: string;
  projectName: string;
  kind: 'added' | 'changed' | 'removed';
  inRegistry: boolean;
  fields: { field: string; label: string; was: unknown; became: unknown }[];
}

const get = (url: string, init?: RequestInit) => fetch(url, { redirect: 'manual', ...init });
const html = async (url: string) => (await get(url)).text();

async function feed(url: string): Promise<{ res: Response; root: XmlElement }> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  return { res, root: parseXml(await res.text()) };
}

async function allChanges(url: string): Promise<ApiChange[]> {
  const out: ApiChange[] = [];
  for (let page = 0; ; page++) {
    const res = await get(`${url}/api/changes?size=100&page=${page}`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as ApiChange[];
    out.push(...rows);
    if (out.length >= Number(res.headers.get('x-total-count'))) return out;
  }
}

describe('the demo registry’s past', () => {
  let demo: ApiChange[];
  beforeAll(async () => {
    demo = await allChanges(baseURL);
  });

  it('lists 20 changes per page, grouped by update day, with the portal’s pager', async () => {
    const res = await get(`${baseURL}/changes`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>IFIs - Зміни в реєстрі</title>');
    expect(page).toMatch(/<h1[^>]*>Зміни в реєстрі<\/h1>/);
    expect(page).toContain(`Знайдено ${demo.length} змін`);
    expect(page.match(/data-kind="/g)).toHaveLength(20);
    expect(page).toMatch(/Оновлення реєстру <time dateTime="2026-11-01">01\.11\.2026<\/time>/);
    expect(page).toContain('href="/changes?page=2"');
    expect(page).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="Зміни в реєстрі проєктів МФО" href="\/changes.atom"\/>/,
    );
    expect(page).toContain('Підписатися (Atom)');
    const last = Math.ceil(demo.length / 20);
    const lastPage = await html(`${baseURL}/changes?page=${last}`);
    expect(lastPage.match(/data-kind="/g)).toHaveLength(demo.length - (last - 1) * 20);
  });

  it('links projects in the registry and names removed ones without a link', async () => {
    const removed = demo.find((c) => c.kind === 'removed')!;
    const changed = demo.find((c) => c.kind === 'changed' && c.inRegistry)!;
    const pageOf = (c: ApiChange) => Math.floor(demo.indexOf(c) / 20) + 1;
    const withRemoved = await html(`${baseURL}/changes?page=${pageOf(removed)}`);
    expect(withRemoved).toContain('Проєкт вилучено з реєстру');
    expect(withRemoved).not.toContain(`href="/projects/${removed.projectId}"`);
    const withChanged = await html(`${baseURL}/changes?page=${pageOf(changed)}`);
    expect(withChanged).toContain(`href="/projects/${changed.projectId}"`);
  });

  it('answers a removed project’s page with 410 and a link to the changes', async () => {
    const removed = demo.find((c) => c.kind === 'removed')!;
    const [y, m, d] = removed.recordedAt.slice(0, 10).split('-');
    const res = await get(`${baseURL}/projects/${removed.projectId}`);
    expect(res.status).toBe(410);
    const page = await res.text();
    expect(page).toContain(`Проєкт вилучено з реєстру ${d}.${m}.${y}`);
    expect(page).toContain('href="/changes"');
    expect(page.match(/<meta name="httpstatus"[^>]*>/g)).toEqual([
      '<meta name="httpstatus" content="410"/>',
    ]);
    expect((await get(`${baseURL}/projects/${removed.projectId}`, { method: 'HEAD' })).status).toBe(
      410,
    );
    // An id the registry never had is still a 404.
    expect((await get(`${baseURL}/projects/999999999`)).status).toBe(404);
  });

  it('shows «Історія змін» on the project page as a table, or says there is none', async () => {
    const changed = demo.find((c) => c.kind === 'changed' && c.inRegistry)!;
    const page = await html(`${baseURL}/projects/${changed.projectId}`);
    expect(page).toMatch(/<h2 id="project-history-title"[^>]*>Історія змін<\/h2>/);
    expect(page).toContain('<caption');
    expect(page).toContain('<th scope="col">Було</th>');
    expect(page).toContain(`href="/changes.atom?project=${changed.projectId}"`);
    expect(page).toContain(changed.fields[0]!.label);
    const changedIds = new Set(demo.map((c) => c.projectId));
    const list = await html(`${baseURL}/projects?page=1`);
    const quiet = [...list.matchAll(/href="\/projects\/(\d{9,})"/g)]
      .map((match) => match[1]!)
      .find((id) => !changedIds.has(id))!;
    expect(await html(`${baseURL}/projects/${quiet}`)).toContain('Змін не зафіксовано');
  });

  it('publishes the newest 50 changes as Atom with stable tag ids and absolute links', async () => {
    const { res, root: atom } = await feed(`${baseURL}/changes.atom`);
    expect(atom.name).toBe('feed');
    expect(atom.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(textOf(atom, 'id')).toMatch(/^tag:127\.0\.0\.1,2026:/);
    expect(textOf(atom, 'title')).toBe('Зміни в реєстрі проєктів МФО');
    expect(child(atom, 'author')).toBeDefined();
    const self = childrenNamed(atom, 'link').find((l) => l.attributes.rel === 'self');
    expect(self?.attributes.href).toBe(`${baseURL}/changes.atom`);
    const entries = childrenNamed(atom, 'entry');
    expect(entries).toHaveLength(50);
    const ids = entries.map((e) => textOf(e, 'id'));
    expect(new Set(ids).size).toBe(50);
    expect(ids[0]).toBe(`tag:127.0.0.1,2026:change/${demo[0]!.revisionId}/${demo[0]!.projectId}`);
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    const updated = entries.map((e) => textOf(e, 'updated'));
    for (const u of updated) expect(u).toMatch(rfc3339);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(textOf(atom, 'updated')).toBe(updated[0]);
    for (const e of entries) {
      expect(textOf(e, 'title')).toMatch(/[а-яіїє]/i);
      expect(textOf(e, 'summary')).toMatch(/[а-яіїє]/i);
      expect(child(e, 'link')!.attributes.href).toMatch(new RegExp(`^${baseURL}/`));
    }
    // Readers poll with what they have: the same feed is a 304.
    const etag = res.headers.get('etag')!;
    const lastModified = res.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(lastModified).toISOString().slice(0, 19)).toBe(updated[0]!.slice(0, 19));
    expect(
      (await get(`${baseURL}/changes.atom`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    expect(
      (await get(`${baseURL}/changes.atom`, { headers: { 'if-modified-since': lastModified } }))
        .status,
    ).toBe(304);
    expect(
      (await get(`${baseURL}/changes.atom`, { headers: { 'if-none-match': '"other"' } })).status,
    ).toBe(200);
  });

  it('gives one feed per project and one per search, announced by the pages', async () => {
    const one = demo.find((c) => c.kind === 'changed' && c.inRegistry)!;
    const { root: projectFeed } = await feed(`${baseURL}/changes.atom?project=${one.projectId}`);
    const entries = childrenNamed(projectFeed, 'entry');
    expect(entries.length).toBe(demo.filter((c) => c.projectId === one.projectId).length);
    for (const e of entries) expect(textOf(e, 'id')).toMatch(new RegExp(`/${one.projectId}$`));
    const { root: searchFeed } = await feed(`${baseURL}/changes.atom?projectState=5&year=2019`);
    expect(textOf(searchFeed, 'title')).toContain('за обраними фільтрами');

    const list = await html(`${baseURL}/projects?mfo=3&page=1`);
    expect(list).toMatch(
      /<link rel="alternate" type="application\/atom\+xml"[^>]*href="\/changes.atom\?mfo=3"/,
    );
    expect(list).toContain('href="/changes.atom?mfo=3"');
    expect(list).toContain('Підписатися (Atom)');
  });

  it('serves the same changes as JSON and over tRPC, with the same filters', async () => {
    const res = await get(`${baseURL}/api/changes?size=5&projectState=6`);
    expect(res.status).toBe(200);
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(demo.length);
    const rpc = await get(
      `${baseURL}/api/trpc/changes.list?input=${encodeURIComponent(JSON.stringify({ json: { filters: { projectState: 6 }, pageSize: 5 } }))}`,
    );
    expect(rpc.status).toBe(200);
    const body = (await rpc.json()) as { result: { data: { json: { total: number } } } };
    expect(body.result.data.json.total).toBe(total);
    const since = await get(`${baseURL}/api/changes?since=2026-10-01`);
    expect(Number(since.headers.get('x-total-count'))).toBe(
      demo.filter((c) => c.recordedAt >= '2026-10-01').length,
    );
  });

  it('shows bad filter values back in the form, never an error page', async () => {
    const page = await get(
      `${baseURL}/changes?mfo=abc&since=2026-02-30&amountFrom=5&amountTo=1&project=%3Cx%3E&page=zero`,
    );
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Виправте значення фільтрів');
    expect(text).toContain('тільки цифри');
    expect(text).toContain('дата має бути у форматі РРРР-ММ-ДД');
    expect(text).toContain('Ідентифікатор проєкту невірний');
    expect(text).toContain('Номер сторінки невірний');
    expect(text).toContain(`Знайдено ${demo.length} змін`);
    const past = await get(`${baseURL}/changes?page=99999`);
    expect(past.status).toBe(200);
    expect(await past.text()).toContain('Перейти до останньої сторінки');
  });

  it('refuses bad values of the feed, the JSON API and tRPC with 400', async () => {
    for (const query of [
      'mfo=abc',
      'since=2026-02-30',
      'since=1999-01-01',
      'project=%3Cscript%3E',
      'project=12',
      'amountFrom=5&amountTo=1',
      `projectName=${'а'.repeat(300)}`,
    ]) {
      expect((await get(`${baseURL}/changes.atom?${query}`)).status, query).toBe(400);
      const api = await get(`${baseURL}/api/changes?${query}`);
      expect(api.status, query).toBe(400);
      expect(((await api.json()) as { error: string }).error).toBe('invalid_parameter');
    }
    for (const query of ['size=0', 'size=101', 'page=-1', 'page=abc']) {
      expect((await get(`${baseURL}/api/changes?${query}`)).status, query).toBe(400);
    }
    for (const input of [{ page: 0 }, { since: 'вчора' }, { project: 'x' }, { pageSize: 1000 }]) {
      const res = await get(
        `${baseURL}/api/trpc/changes.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      );
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    expect((await get(`${baseURL}/changes.atom`, { method: 'POST' })).status).toBe(405);
  });

  it('is in the side navigation, the site map and /sitemap.xml', async () => {
    expect(await html(`${baseURL}/`)).toContain('href="/changes"');
    expect(await html(`${baseURL}/site-map`)).toContain('href="/changes"');
    expect(await html(`${baseURL}/sitemap.xml`)).toContain(`<loc>${baseURL}/changes</loc>`);
  });
});

const run = promisify(execFile);

/** A sync as the operator runs it (a child process; the fake registry runs in this one). */
async function sync(target: string, fake: FakeRegistry): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'src/runtime/registrySync.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...databaseEnv(target),
        REGISTRY_URL: fake.registryUrl,
        REGISTRY_CLIENT_ID: CLIENT_ID,
        REGISTRY_CLIENT_SECRET: CLIENT_SECRET,
        REGISTRY_RETRY_BASE_MS: '10',
      },
      timeout: 120_000,
    },
  );
  return stdout;
}

describe('a portal synced from a registry that changed', { timeout: 150_000 }, () => {
  let fake: FakeRegistry;
  let portal: RunningPortal;
  let target: string;
  const first = sampleData();

  beforeAll(async () => {
    target =
      portalDialect() === 'postgres'
        ? await createScratchDatabase()
        : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-changes-')), 'r.sqlite');
    fake = await startFakeRegistry(first);
    expect(await sync(target, fake)).toContain('no project changes recorded');
    portal = await startPortal({ databasePath: target });
    await fake.close();
    fake = await startFakeRegistry(secondRevision(first));
    expect(await sync(target, fake)).toContain('changes recorded: 1 added, 5 changed, 1 removed');
  }, 150_000);
  afterAll(async () => {
    await fake?.close();
    await portal?.stop();
  });

  it('lists the second revision’s changes on /changes, in the feed and as JSON', async () => {
    const page = await html(`${portal.url}/changes`);
    expect(page).toContain('Знайдено 7 змін');
    expect(page).toContain('Нова станція очищення води');
    expect(page).toContain('1\u00a0234\u00a0567.89 грн.');
    expect(page).toContain('1\u00a0300\u00a0000.00 грн.');
    const { root: atom } = await feed(`${portal.url}/changes.atom`);
    const titles = childrenNamed(atom, 'entry').map((e) => textOf(e, 'title'));
    expect(titles).toHaveLength(7);
    expect(titles).toContain('Модернізація водоканалу № 11 — проєкт вилучено з реєстру');
    expect(titles).toContain('Модернізація водоканалу № 1 — змінено: сума проєкту');
    const json = await allChanges(portal.url);
    expect(json.find((c) => c.projectId === revised.state)?.fields).toEqual([
      { field: 'projectStateName', label: 'Стан проєкту', was: 'Підготовка', became: 'Реалізація' },
    ]);
  });

  it('shows the project’s history and answers the removed project with 410', async () => {
    const page = await html(`${portal.url}/projects/${revised.amount}`);
    expect(page).toMatch(/<th scope="row">Сума проєкту<\/th>/);
    expect(page).toContain('1\u00a0234\u00a0567.89 грн.');
    expect(page).not.toContain('Змін не зафіксовано');
    const gone = await get(`${portal.url}/projects/${removedKey(first)}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('Модернізація водоканалу № 11');
  });
});
