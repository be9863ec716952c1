import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSort } from '../../src/lib/projectQuery';
import { bumpDataVersion } from '../../src/registry/database/dataVersion';
import type { Registry } from '../../src/registry/database/db';
import { lemmatiser } from '../../src/registry/search/lexicon';
import { listNews } from '../../src/registry/content/news';
import {
  HITS_PER_KIND,
  PROJECTS_SHOWN,
  portalSearch,
} from '../../src/registry/search/portalSearch';
import { searchProjects } from '../../src/registry/projects/projects';
import { wordsOf } from '../../src/text/normalise';
import type { TextPart } from '../../src/text/highlight';
import { testRegistry } from '../support/testRegistry';

// The portal-wide search (/search) on the demo registry: every form of a word finds the same
// texts, marked words are forms of the query's words, projects agree with the list's search,
// and no query can break it.

let db: Registry;
beforeAll(async () => {
  db = await testRegistry();
});
afterAll(async () => {
  await db.destroy();
});

const totals = async (q: string) => {
  const r = await portalSearch(db, q);
  return [r.projects.total, ...r.groups.map((g) => g.total)];
};
const marked = (parts: TextPart[]) => parts.filter((p) => p.marked).map((p) => p.text);

describe('portal search', () => {
  it('finds the same texts for every form of a word', async () => {
    const forms = ['позика', 'позики', 'позик', 'позикою', 'позиці'];
    const first = await totals(forms[0]!);
    expect(first.slice(1).some((n) => n > 0)).toBe(true);
    for (const form of forms.slice(1)) expect(await totals(form), form).toEqual(first);
  });

  it('marks only forms of the query’s words, in titles and excerpts', async () => {
    const result = await portalSearch(db, 'позики');
    const lemmas = lemmatiser().lemmas('позики');
    const words = result.groups.flatMap((g) =>
      g.hits.flatMap((h) => [...marked(h.title), ...marked(h.excerpt)]),
    );
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) {
      const [normal] = wordsOf(word);
      expect(
        lemmatiser()
          .lemmas(normal!)
          .some((l) => lemmas.includes(l)),
        word,
      ).toBe(true);
    }
    // Every hit shows at least one marked word (all words are required, so one is there).
    for (const g of result.groups) {
      for (const h of g.hits)
        expect(marked(h.title).length + marked(h.excerpt).length).toBeGreaterThan(0);
    }
  });

  it('asks the list’s own search for the first projects and their total', async () => {
    const q = 'школи';
    const [result, list] = await Promise.all([
      portalSearch(db, q),
      searchProjects(db, { filters: { projectName: q }, page: 1, pageSize: 10, sort: defaultSort }),
    ]);
    expect(list.total).toBeGreaterThan(0);
    expect(result.projects.total).toBe(list.total);
    expect(result.projects.hits.map((h) => h.projectId)).toEqual(
      list.rows.slice(0, PROJECTS_SHOWN).map((r) => r.projectId),
    );
    // The words are in the name, the purpose or the beneficiary: the hit shows where.
    for (const h of result.projects.hits) {
      expect(marked(h.title).length + marked(h.excerpt).length, h.projectId).toBeGreaterThan(0);
    }
  });

  it('links each kind to its page or anchor; a news item to the page of the list that shows it', async () => {
    const result = await portalSearch(db, 'проєкт');
    const byKind = Object.fromEntries(result.groups.map((g) => [g.kind, g]));
    for (const hit of byKind.glossary!.hits)
      expect(hit.href).toMatch(/^\/references\/glossary\/[\w-]{5,}$/);
    for (const hit of byKind.faq!.hits) expect(hit.href).toMatch(/^\/references\/faq#faq-\d+$/);
    for (const hit of byKind.documents!.hits) expect(hit.href).toMatch(/^\/\?p=docs#doc-\d+$/);
    const news = byKind.news!;
    expect(news.hits.length).toBeGreaterThan(0);
    for (const hit of news.hits) {
      const [, page, key] = /^\/news(?:\?page=(\d+))?#news-(.+)$/.exec(hit.href)!;
      const listed = await listNews(db, Number(page ?? 1));
      expect(listed.items.map((i) => i.key)).toContain(decodeURIComponent(key!));
    }
  });

  it('shows at most a few hits of a kind and says how many there are', async () => {
    const result = await portalSearch(db, 'України');
    const big = result.groups.find((g) => g.total > HITS_PER_KIND);
    expect(big, 'a kind with more hits than shown').toBeDefined();
    expect(big!.hits).toHaveLength(HITS_PER_KIND);
    expect(result.total).toBe(
      result.projects.total + result.groups.reduce((n, g) => n + g.total, 0),
    );
  });

  it('reads a word it does not know as a prefix (a fragment still being typed)', async () => {
    const result = await portalSearch(db, 'ЄБР');
    expect(result.terms).toEqual([{ written: 'єбр', word: 'єбр', lemmas: [] }]);
    expect(result.groups.find((g) => g.kind === 'glossary')!.total).toBeGreaterThan(0);
  });

  it('answers bad input without throwing: punctuation, operators, scripts, many words', async () => {
    const nothing = await portalSearch(db, '!!! ... ??? «»—');
    expect(nothing).toMatchObject({ terms: [], total: 0, projects: { total: 0, hits: [] } });
    for (const q of [
      'школа AND NOT "x" OR * NEAR(a b) ^2 ~ : & | ! <-> :* \\',
      "шкiл Kyiv Київ 東京 مدرسة школа' ’ ʼ",
      '\u0301\u00AD\uFFFD',
      'x'.repeat(200),
    ]) {
      const result = await portalSearch(db, q);
      expect(result.total, q).toBeGreaterThanOrEqual(0);
    }
    const many = await portalSearch(
      db,
      Array.from({ length: 15 }, (_, i) => `слово${i}`).join(' '),
    );
    expect(many.wordsCut).toBe(true);
    expect(many.terms).toHaveLength(12);
  });

  it('reads the texts again after the data changes (kept per data version)', async () => {
    expect((await portalSearch(db, 'квазікредитування')).total).toBe(0);
    await db
      .insertInto('glossaryWords')
      .values({
        code: 'kvazi-kredytuvannia',
        name: 'Квазікредитування',
        article: '<p>Тестовий термін.</p>',
        linkedArticles: '[]',
        references: '[]',
        images: '[]',
      })
      .execute();
    // Kept until the version changes, as every sync bumps it.
    expect((await portalSearch(db, 'квазікредитування')).total).toBe(0);
    await bumpDataVersion(db);
    const after = await portalSearch(db, 'квазікредитування');
    expect(after.groups.find((g) => g.kind === 'glossary')!.hits[0]!.href).toBe(
      '/references/glossary/kvazi-kredytuvannia',
    );
  });
});

describe('«Можливо, ви мали на увазі …» on /search', () => {
  it('offers a corrected query that finds something, and none when something is found', async () => {
    const misspelt = await portalSearch(db, 'Харкво');
    expect(misspelt.total).toBe(0);
    expect(misspelt.suggestion).toBe('Харків');
    expect((await portalSearch(db, misspelt.suggestion!)).total).toBeGreaterThan(0);
    expect((await portalSearch(db, 'Харкова')).suggestion).toBeUndefined();
    expect((await portalSearch(db, 'ъъъъъъъ')).suggestion).toBeUndefined();
  });
});
