import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../routers/_app';
import { createCallerFactory } from '../../routers/init';
import { defaultSort } from '../../src/lib/projectQuery';
import type { Registry } from '../../src/registry/database/db';
import { portalSearch } from '../../src/registry/search/portalSearch';
import { exportProjects, searchProjects } from '../../src/registry/projects/projects';
import { suggestCorrection } from '../../src/registry/search/searchSuggestion';
import { createRestApp } from '../../src/rest/app';
import { testRegistry } from '../support/testRegistry';

// Places typed in other spellings (SQLite, and PostgreSQL in unit-pg): Russian and Latin names
// find what the Ukrainian name finds on the list, tRPC, REST and /search; «Можливо, ви мали на
// увазі» corrects a letter typed twice or dropped; a singular-only noun's plural finds it.

let db: Registry;
let rest: Hono;

beforeAll(async () => {
  db = await testRegistry({ projects: 300 });
  rest = createRestApp(() => db);
}, 120_000);

afterAll(async () => {
  await db.destroy();
});

const ids = async (text: string) => {
  const { batches } = await exportProjects(db, {
    filters: { projectName: text },
    sort: defaultSort,
  });
  const found: string[] = [];
  for await (const batch of batches) found.push(...batch.map((r) => r.projectId));
  return found;
};

describe('a place in another spelling finds the Ukrainian place', () => {
  it.each([
    ['Харків', ['Kharkov', 'Kharkiv', 'Харьков', 'Харькове', 'харькова']],
    ['Одеса', ['Одесса', 'Одессы', 'Одессе', 'Odessa', 'Odesa']],
    ['Харківської області', ['Харьковской области', 'Харьковская область', 'Kharkivska oblast']],
    ['Одеської області', ['Одесская область', 'Одесской области']],
  ])('«%s»', async (ukrainian, others) => {
    const want = await ids(ukrainian);
    expect(want.length, ukrainian).toBeGreaterThan(0);
    for (const other of others) expect(await ids(other), other).toEqual(want);
  });

  it('the list, tRPC and REST agree on «Kharkov» and «Харків»', async () => {
    const rpc = createCallerFactory(appRouter)({ db });
    const list = await searchProjects(db, {
      filters: { projectName: 'Харків' },
      page: 1,
      pageSize: 10,
      sort: defaultSort,
    });
    expect(list.total).toBeGreaterThan(0);
    for (const text of ['Kharkov', 'Харьков']) {
      const page = await searchProjects(db, {
        filters: { projectName: text },
        page: 1,
        pageSize: 10,
        sort: defaultSort,
      });
      expect(
        page.rows.map((r) => r.projectId),
        text,
      ).toEqual(list.rows.map((r) => r.projectId));
      expect(page.suggestion).toBeUndefined();
      expect((await rpc.projects.search({ filters: { projectName: text } })).total).toBe(
        list.total,
      );
      for (const query of [`data.projectName:"${text}"`, text]) {
        const res = await rest.request(
          `/api/_search/xm-entities?query=${encodeURIComponent(query)}&page=0&size=5`,
        );
        expect(res.status, query).toBe(200);
        expect(res.headers.get('x-total-count'), query).toBe(String(list.total));
      }
    }
  });

  it('/search finds Odesa’s projects for «Одесса» and marks «Одеси»', async () => {
    const ukrainian = await portalSearch(db, 'Одеса');
    const russian = await portalSearch(db, 'Одесса');
    expect(ukrainian.projects.total).toBeGreaterThan(0);
    expect(russian.projects.total).toBe(ukrainian.projects.total);
    expect(russian.projects.hits.map((h) => h.projectId)).toEqual(
      ukrainian.projects.hits.map((h) => h.projectId),
    );
    const marked = russian.projects.hits.flatMap((h) =>
      [...h.title, ...h.excerpt].filter((p) => p.marked).map((p) => p.text.toLowerCase()),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(word).toMatch(/^одес/u);
  });

  it('finds no other city', async () => {
    const kharkiv = new Set(await ids('Харків'));
    for (const id of await ids('Одесса')) expect(kharkiv.has(id), id).toBe(false);
  });
});

describe('«Можливо, ви мали на увазі» for a letter typed twice or dropped', () => {
  const page = (text: string) =>
    searchProjects(db, {
      filters: { projectName: text },
      page: 1,
      pageSize: 10,
      sort: defaultSort,
    });

  it.each([
    ['Хааркові', 'Харкові'],
    ['водокнал', 'водоканал'],
    ['Харкв', undefined],
    ['водопостачаня', undefined],
  ])('«%s»', async (text, expected) => {
    const result = await page(text);
    expect(result.total).toBe(0);
    expect(result.suggestion, text).toBeDefined();
    if (expected) expect(result.suggestion!.text).toBe(expected);
    expect((await page(result.suggestion!.text)).total).toBeGreaterThan(0);
  });

  it('/search suggests too', async () => {
    expect((await portalSearch(db, 'Хааркові')).suggestion).toBe('Харкові');
  });

  it('corrects no word the dictionary knows to another word of it', async () => {
    // «космонавтами» is spelt right and absent: no dictionary word one slip away is offered.
    const counted: string[] = [];
    await suggestCorrection(db, 'космонавтами', async (text) => {
      counted.push(text);
      return 0;
    });
    for (const text of counted) expect(text).not.toMatch(/^космонавт/u);
  });

  it('answers a hostile query within its budget', async () => {
    const started = performance.now();
    const words = Array.from({ length: 12 }, (_, i) => 'жщхїґ'.repeat(4) + i).join(' ');
    expect((await page(words)).suggestion).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('a noun the dictionary lists in the singular only', () => {
  it('finds the same projects in its plural forms', async () => {
    // The demo texts name «електроенергія» in the singular forms the dictionary lists.
    const singular = await ids('електроенергія');
    expect(singular.length).toBeGreaterThan(0);
    for (const form of ['електроенергій', 'електроенергіями', 'електроенергіях'])
      expect(await ids(form), form).toEqual(singular);
  });
});
