import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../routers/_app';
import { createCallerFactory } from '../../routers/init';
import { defaultSort } from '../../src/lib/projectQuery';
import { listChanges } from '../../src/registry/changes/changeList';
import type { Registry } from '../../src/registry/database/db';
import type { Database } from '../../src/registry/database/dbTypes';
import { replaceRegistryData } from '../../src/registry/sync/registryReplace';
import { lemmatiser } from '../../src/registry/search/lexicon';
import {
  countProjects,
  exportProjects,
  searchProjects,
} from '../../src/registry/projects/projects';
import { ensureSearchIndex, indexedProjects } from '../../src/registry/search/searchIndex';
import { suggestCorrection } from '../../src/registry/search/searchSuggestion';
import { createRestApp } from '../../src/rest/app';
import { searchTerms, textMatches } from '../../src/text/searchTerms';
import { testRegistry } from '../support/testRegistry';

// Search by lemma on the registry (SQLite, and PostgreSQL in unit-pg): every form of a word
// gives the same projects, only projects that hold a form of it, and the list, tRPC, REST, the
// exports and the change history agree.

let db: Registry;
let rest: Hono;
const N = 300;

beforeAll(async () => {
  db = await testRegistry({ projects: N });
  rest = createRestApp(() => db);
}, 120_000);

afterAll(async () => {
  await db.destroy();
});

const groups: [word: string, forms: string[]][] = [
  ['школа', ['школа', 'школи', 'шкіл', 'школам', 'шкiл']],
  ['лікарня', ['лікарня', 'лікарні', 'лікарень']],
  ['міст', ['мосту', 'мостів']],
  ['дорога', ['дороги', 'доріг']],
  ['енергоефективність', ['енергоефективність', 'енергоефективності']],
  ['Харків', ['Харків', 'Харкова']],
  ['Київ', ['Київ', 'Києва']],
  ['громада', ['громада', 'громад', 'громадою']],
  ['охорона здоров’я', ["охорона здоров'я", 'охорони здоровʼя']],
];

const found = async (text: string) => {
  const { total, batches } = await exportProjects(db, {
    filters: { projectName: text },
    sort: defaultSort,
  });
  const rows = [];
  for await (const batch of batches) rows.push(...batch);
  return { total, rows };
};

describe('every form of a word finds the same projects', () => {
  it('indexes every project', async () => {
    expect(await indexedProjects(db)).toBe(N);
  });

  it.each(groups)('«%s»', async (word, forms) => {
    const results = await Promise.all(forms.map(found));
    const first = results[0]!;
    expect(first.total, word).toBeGreaterThan(0);
    for (const [i, result] of results.entries()) {
      expect(
        result.rows.map((r) => r.projectId),
        forms[i],
      ).toEqual(first.rows.map((r) => r.projectId));
    }
    // Precision: each project found holds a form of every word.
    const terms = searchTerms(word, lemmatiser());
    for (const row of first.rows) {
      const text = [row.projectName, row.projectPurpose, row.beneficiar].join(' ');
      expect(textMatches(text, terms, lemmatiser()), `${row.projectId}: ${text}`).toBe(true);
    }
  });

  it('громад is not a prefix of громадських any more', async () => {
    const communities = await found('громад');
    const pub = await found('громадських');
    expect(pub.total).toBeGreaterThan(0);
    const onlyPublic = pub.rows.filter(
      (r) =>
        !textMatches(
          [r.projectName, r.projectPurpose, r.beneficiar].join(' '),
          searchTerms('громада', lemmatiser()),
          lemmatiser(),
        ),
    );
    expect(onlyPublic.length).toBeGreaterThan(0);
    const ids = new Set(communities.rows.map((r) => r.projectId));
    for (const row of onlyPublic) expect(ids.has(row.projectId)).toBe(false);
  });

  it('matches a fragment and a code by prefix', async () => {
    const fragment = await found('енергоеф');
    const whole = await found('енергоефективності');
    expect(fragment.total).toBeGreaterThanOrEqual(whole.total);
    expect(whole.total).toBeGreaterThan(0);
  });

  it('rebuilding the index changes nothing', async () => {
    const before = await countProjects(db, { filters: { projectName: 'шкіл' } });
    await db
      .updateTable('registryInfo')
      .set({ value: 'old' })
      .where('key', '=', 'searchVersion')
      .execute();
    await ensureSearchIndex(db);
    expect(await indexedProjects(db)).toBe(N);
    expect(await countProjects(db, { filters: { projectName: 'шкіл' } })).toBe(before);
  });
});

describe('the faces of the registry agree', () => {
  it.each(['шкіл', 'Харкова', 'ремонту доріг', 'енергоеф'])('«%s»', async (text) => {
    const list = await searchProjects(db, {
      filters: { projectName: text },
      page: 1,
      pageSize: 10,
      sort: defaultSort,
    });
    const rpc = await createCallerFactory(appRouter)({ db }).projects.search({
      filters: { projectName: text },
    });
    expect(rpc.total).toBe(list.total);
    // A bare word is the implicit field; several bare words would be Lucene's OR.
    const queries = [`data.projectName:"${text}"`, `"${text}"`];
    if (!text.includes(' ')) queries.push(text);
    for (const query of queries) {
      const res = await rest.request(
        `/api/_search/xm-entities?query=${encodeURIComponent(query)}&page=0&size=5`,
      );
      expect(res.status, query).toBe(200);
      expect(res.headers.get('x-total-count'), query).toBe(String(list.total));
    }
    const changes = await listChanges(db, {
      filters: { projectName: text },
      page: 1,
      pageSize: 100,
    });
    const projects = new Set((await found(text)).rows.map((r) => r.projectId));
    for (const entry of changes.entries) expect(projects.has(entry.projectId)).toBe(true);
  });
});

describe('«Можливо, ви мали на увазі …»', () => {
  const page = (filters: Record<string, unknown>) =>
    searchProjects(db, { filters, page: 1, pageSize: 10, sort: defaultSort });

  it.each(['Харкво', 'лікраня', 'енергоефективнсть водопостачання'])(
    'corrects «%s» to a search that finds projects',
    async (text) => {
      const result = await page({ projectName: text });
      expect(result.total).toBe(0);
      expect(result.suggestion?.filter).toBe('projectName');
      const corrected = await countProjects(db, {
        filters: { projectName: result.suggestion!.text },
      });
      expect(corrected).toBeGreaterThan(0);
      const rpc = await createCallerFactory(appRouter)({ db }).projects.search({
        filters: { projectName: text },
      });
      expect(rpc.suggestion).toEqual(result.suggestion);
    },
  );

  it('offers nothing when no word is near, or when the corrected search finds nothing', async () => {
    expect((await page({ projectName: 'ъъъъъъъъ' })).suggestion).toBeUndefined();
    const year = (await page({ projectName: 'Харкво', year: 1990 })).suggestion;
    expect(year).toBeUndefined();
  });

  it('counts each corrected search once', async () => {
    // «Харкво» has fewer nearest words than tries: a try that repeats one is not counted again.
    const counted: string[] = [];
    const suggestion = await suggestCorrection(db, 'Харкво', async (text) => {
      counted.push(text);
      return 0;
    });
    expect(suggestion).toBeUndefined();
    expect(counted.length).toBeGreaterThan(0);
    expect(new Set(counted).size).toBe(counted.length);
  });

  it('never suggests when something is found', async () => {
    const result = await page({ projectName: 'шкіл' });
    expect(result.total).toBeGreaterThan(0);
    expect(result.suggestion).toBeUndefined();
  });
});

describe('the index follows a sync', () => {
  it('finds a project under its new name, in every form, right after the replacing write', async () => {
    const rows = async <T extends keyof Database>(table: T) =>
      (await db.selectFrom(table).selectAll().execute()) as never[];
    const projects = (await db.selectFrom('projects').selectAll().execute()).map((p) => {
      const { id: _id, ...row } = p as typeof p & { id?: number };
      return row;
    });
    projects[0] = { ...projects[0]!, projectName: 'Відбудова мосту через Інгулець у Снігурівці' };
    const batches = <T>(list: T[]) =>
      async function* () {
        yield list;
      };
    // Rows as read back, without the keys the database assigns.
    const withoutId = (list: { id?: unknown }[]) =>
      list.map(({ id: _id, ...row }) => row) as never[];
    await replaceRegistryData(db, {
      projectStates: await rows('projectStates'),
      projectFields: await rows('projectFields'),
      creditors: await rows('creditors'),
      responsibleExecutors: await rows('responsibleExecutors'),
      eventTypes: await rows('eventTypes'),
      projects: batches(projects),
      projectStats: batches(withoutId(await rows('projectStats'))),
      projectDocuments: batches([]),
      news: withoutId(await rows('news')),
      glossaryWords: await rows('glossaryWords'),
      regulatoryDocuments: withoutId(await rows('regulatoryDocuments')),
      lastUpdate: null,
    });
    expect(await indexedProjects(db)).toBe(N);
    for (const text of ['Інгульця Снігурівки', 'мости Інгулець', 'снігурівц']) {
      const { rows: hits } = await found(text);
      expect(
        hits.map((r) => r.projectId),
        text,
      ).toEqual([projects[0]!.projectId]);
    }
  });
});

describe('hostile text', () => {
  it.each([
    'a & !b | c:* <-> d',
    "школа:* & !лікарня | 'x' <-> (y)",
    '{lemmas words} : "міст" OR NEAR(a b)',
    'Kиїв Lviv 東京 مرحبا Ελλάδα',
    "ʼʼʼ ’’ '' ``",
    '\u0301\u00AD\u200B',
    Array.from({ length: 20 }, (_, i) => `мост${i} шкіл`).join(' '),
    'ш'.repeat(3000),
    'Харкова\uFFFD\uD800',
  ])('answers %j without failing', async (text) => {
    const result = await searchProjects(db, {
      filters: { projectName: text, beneficiary: text },
      page: 1,
      pageSize: 10,
      sort: defaultSort,
    });
    expect(result.total).toBeGreaterThanOrEqual(0);
    await expect(
      countProjects(db, { filters: { projectName: text } }),
    ).resolves.toBeGreaterThanOrEqual(0);
  });
});
