import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDataVersion } from '../../src/registry/database/dataVersion';
import type { Registry } from '../../src/registry/database/db';
import {
  getDataSource,
  getLastSync,
  hasHeldRegistryData,
  takeSyncLease,
} from '../../src/registry/sync/syncState';
import { syncConfigFromEnv, type SyncConfig } from '../../src/config/registryService';
import { SyncError } from '../../src/sync/errors';
import { runSync } from '../../src/sync/runSync';
import {
  CLIENT_SECRET,
  fakeSyncConfig,
  sampleData,
  startFakeRegistry,
  type FakeRegistry,
} from '../support/fakeRegistry';
import { testRegistry } from '../support/testRegistry';

// The sync against a fake registry service on 127.0.0.1, one fault at a time (contract
// "What a sync guarantees"). Timeouts and back-off are shortened through the same variables an
// operator would set; the defaults stay 30 s and 1 s.

let fake: FakeRegistry;
let db: Registry;

const config = (extra: Record<string, string> = {}): SyncConfig => fakeSyncConfig(fake, extra);

async function count(table: 'projects' | 'news' | 'projectDocuments' | 'glossaryWords') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SyncError);
    return (error as Error).message;
  }
  throw new Error('the sync did not fail');
}

beforeEach(async () => {
  fake = await startFakeRegistry(sampleData());
  db = await testRegistry({ projects: 3 });
});
afterEach(async () => {
  await fake.close();
  await db.destroy();
});

describe('registry sync', () => {
  it('reads every call of the contract and replaces the demo data with the registry data', async () => {
    const before = await getDataVersion(db);
    expect(await getDataSource(db)).toBe('demo');
    const summary = await runSync(db, config());
    expect(summary).toMatchObject({
      projects: 12,
      skipped: 0,
      news: 2,
      glossaryWords: 2,
      regulatoryDocuments: 1,
      projectDocuments: 1,
      lastUpdate: '2026-10-15',
    });
    expect(await getDataSource(db)).toBe('registry');
    expect(await getDataVersion(db)).toBe(before + 1);
    expect(await getLastSync(db)).toMatchObject({
      ok: true,
      projects: 12,
      skipped: 0,
      error: null,
    });

    const project = await db
      .selectFrom('projects')
      .selectAll()
      .where('projectId', '=', '300000011')
      .executeTakeFirstOrThrow();
    expect(project).toMatchObject({
      projectName: 'Модернізація водоканалу № 1',
      projectSum: 1234567.89,
      creditDateBegin: '2019-05-14',
      agreementEffective: '2019-09-02', // 21:00 UTC is the next day in Kyiv
      isCreditPaid: 1,
      beneficiar: 'КП «Водоканал»',
    });
    // An unknown name was added to the reference list; the 60 executors came in two pages.
    const fields = await db.selectFrom('projectFields').select('fieldNameUkr').execute();
    expect(fields.map((f) => f.fieldNameUkr).sort()).toEqual(['Водопостачання', 'Нова галузь']);
    expect((await db.selectFrom('responsibleExecutors').select('id').execute()).length).toBe(60);
    const news = await db.selectFrom('news').selectAll().orderBy('key').execute();
    expect(news.map((n) => n.newsText).join()).not.toMatch(/script|onclick/);
    expect(news[1]!.newsDate).toBe('2026-10-02');
    const word = await db
      .selectFrom('glossaryWords')
      .selectAll()
      .where('code', '=', 'GLOSS-CREDIT')
      .executeTakeFirstOrThrow();
    expect(word.article).toBe('Позика.\n\nДруга частина.');
    expect(JSON.parse(word.linkedArticles)).toEqual(['GLOSS-GRANT']);
    const doc = await db.selectFrom('projectDocuments').selectAll().executeTakeFirstOrThrow();
    expect(doc).toMatchObject({
      projectId: '300000000',
      title: 'Кредитна угода',
      fileName: 'agreement.pdf',
      contentType: 'application/pdf',
    });
    expect(doc.content.toString()).toBe('%PDF-1.4 fake agreement');
    const stats = await db
      .selectFrom('projectStats')
      .selectAll()
      .where('projectId', '=', '300000000')
      .orderBy('period')
      .execute();
    expect(stats.map((s) => [s.period, s.amount, s.usedAmount])).toEqual([
      ['2020', 1000.5, 10],
      ['2021', 2000, 0],
    ]);
    expect(await hasHeldRegistryData(db)).toBe(true);
  });

  it('skips and reports records with unreadable values, and stores the rest', async () => {
    const base = fake.data.project;
    fake.data.project = (i) => {
      const p = base(i);
      if (i === 2) p.data.ProjectAmount = 'близько мільйона';
      if (i === 4) p.data.creditDateBegin = 'вчора';
      if (i === 6) p.data.isCreditPaid = 'можливо';
      if (i === 8) delete p.data.ProjectName;
      return p;
    };
    const summary = await runSync(db, config());
    expect(summary.projects).toBe(8);
    expect(summary.skipped).toBe(4);
    expect(summary.skippedExamples.map((s) => s.reason)).toEqual([
      'projectSum: unreadable amount',
      'creditDateBegin: unreadable date',
      'isCreditPaid: unreadable boolean',
      'no projectName',
    ]);
    expect(summary.skippedExamples[0]!.id).toBe('PROJECT-300000022');
  });

  it('renews an expired token once and repeats the call', async () => {
    fake.faults.push({ match: /xm-entities\/PROJECT-300000033/, times: 1, action: 'expire-token' });
    const summary = await runSync(db, config());
    expect(summary.projects).toBe(12);
    expect(fake.tokensIssued).toBe(2);
  });

  it('fails on a second 401 and leaves the served data unchanged', async () => {
    const version = await getDataVersion(db);
    fake.faults.push({ match: /functions\/INFO/, times: 2, action: { status: 401 } });
    const message = await failure(runSync(db, config()));
    expect(message).toBe('POST /entity/api/functions/INFO: HTTP 401 after a new token');
    expect(await getDataVersion(db)).toBe(version);
    expect(await getDataSource(db)).toBe('demo');
    expect(await count('projects')).toBe(3);
    expect(await getLastSync(db)).toMatchObject({ ok: false, error: message });
  });

  it('retries 500s and resets three times with back-off', async () => {
    fake.faults.push({ match: /project-states/, times: 3, action: { status: 503 } });
    fake.faults.push({ match: /GET-BY-PROJECT/, times: 3, action: 'reset' });
    expect((await runSync(db, config())).projects).toBe(12);

    fake.faults.push({ match: /creditors/, times: 4, action: { status: 500 } });
    expect(await failure(runSync(db, config()))).toBe(
      'GET /entity/api/public/creditors?page=0&size=50: HTTP 500 (after 3 retries)',
    );
  });

  it('gives up on a call that hangs after the timeout and retries', async () => {
    fake.faults.push({ match: /functions\/LAWS/, times: 4, action: 'hang' });
    const started = performance.now();
    expect(await failure(runSync(db, config({ REGISTRY_TIMEOUT_MS: '250' })))).toBe(
      'POST /entity/api/functions/LAWS: timed out (after 3 retries)',
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await count('projects')).toBe(3);
  });

  it('keeps the 30-second timeout by default', () => {
    expect(syncConfigFromEnv({ REGISTRY_URL: 'https://registry.example/entity' })).toMatchObject({
      timeoutMs: 30_000,
      retries: 3,
      tokenUrl: 'https://registry.example/uaa/oauth/token',
    });
  });

  it('retries truncated JSON and fails on an answer that stays malformed', async () => {
    fake.faults.push({ match: /_search/, times: 1, action: 'truncate' });
    expect((await runSync(db, config())).projects).toBe(12);
    fake.faults.push({ match: /GOLOSARY/, times: 4, action: 'malformed' });
    expect(await failure(runSync(db, config()))).toBe(
      'POST /entity/api/functions/GOLOSARY: answer is not valid JSON (after 3 retries)',
    );
  });

  it('syncs an empty registry, after which demo data is never seeded again', async () => {
    fake.data.projectCount = 0;
    fake.data.news = [];
    fake.data.glossary = [];
    fake.data.laws = [];
    const summary = await runSync(db, config());
    expect(summary.projects).toBe(0);
    expect(await count('projects')).toBe(0);
    expect(await getDataSource(db)).toBe('registry');
    expect(await hasHeldRegistryData(db)).toBe(true);
  });

  it('reads a registry larger than the result window in id slices, never deep pages', async () => {
    await fake.close();
    fake = await startFakeRegistry(sampleData(37), { resultWindow: 10 });
    const summary = await runSync(db, config({ REGISTRY_RESULT_WINDOW: '10' }));
    expect(summary.projects).toBe(37);
    const searches = fake.requests.filter((r) => r.path.includes('_search'));
    expect(
      searches.every((r) => new URL(r.path, 'http://x').searchParams.get('page') === '0'),
    ).toBe(true);
    expect(searches.length).toBe(Math.ceil(37 / 5));
  });

  it('refuses redirects to another host and oversized answers', async () => {
    fake.faults.push({
      match: /project-fields/,
      times: 1,
      action: { redirect: 'http://127.0.0.2:9/steal' },
    });
    expect(await failure(runSync(db, config()))).toBe(
      'GET /entity/api/public/project-fields: redirect to another host refused',
    );
    fake.faults.push({ match: /functions\/INFO/, times: 1, action: { hugeBody: 4 * 1024 * 1024 } });
    expect(
      await failure(runSync(db, config({ REGISTRY_MAX_JSON_BYTES: String(1024 * 1024) }))),
    ).toBe('POST /entity/api/functions/INFO: answer larger than 1048576 bytes');
  });

  it('skips a project whose document exceeds the size cap', async () => {
    fake.faults.push({ match: /files\/501/, times: 1, action: { hugeBody: 8 * 1024 * 1024 } });
    const summary = await runSync(db, config({ REGISTRY_MAX_DOCUMENT_BYTES: '65536' }));
    expect(summary.projects).toBe(11);
    expect(summary.skippedExamples).toEqual([
      { kind: 'project', id: 'PROJECT-300000000', reason: 'document larger than 65536 bytes' },
    ]);
  });

  it('serves the previous data until the commit, and runs one sync at a time', async () => {
    const version = await getDataVersion(db);
    let during = -1;
    await runSync(db, config(), {
      beforeCommit: async () => {
        during = await count('projects');
        expect(await getDataSource(db)).toBe('demo');
        expect(await takeSyncLease(db, 'another-process', 60_000)).toBeUndefined();
      },
    });
    expect(during).toBe(3);
    expect(await count('projects')).toBe(12);
    expect(await getDataVersion(db)).toBe(version + 1);
    // The lease is free again once the sync ended.
    expect(await takeSyncLease(db, 'next', 1000)).toBeDefined();
  });

  it('never shows the secret or the token in what it records', async () => {
    fake.faults.push({ match: /project-fields/, times: 4, action: { status: 502 } });
    await failure(runSync(db, config()));
    const recorded = JSON.stringify(await getLastSync(db));
    expect(recorded).not.toContain(CLIENT_SECRET);
    expect(recorded).not.toContain('token-');
  });
});
