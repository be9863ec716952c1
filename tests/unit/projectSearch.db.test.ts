import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallerFactory } from '../../routers/init';
import { appRouter } from '../../routers/_app';
import {
  projectSearchInput,
  sortFields,
  type ProjectSearchInput,
  type SortField,
} from '../../src/lib/projectQuery';
import type { Registry } from '../../src/registry/database/db';
import { exportProjects, searchProjects } from '../../src/registry/projects/projects';
import type { ProjectListItem } from '../../src/registry/schemas';
import { testRegistry } from '../support/testRegistry';

const N = 120;
let db: Registry;
let all: ProjectListItem[];

const search = (input: ProjectSearchInput) => searchProjects(db, projectSearchInput().parse(input));

/** Every row of a search, all pages. */
async function everyRow(input: ProjectSearchInput): Promise<ProjectListItem[]> {
  const rows: ProjectListItem[] = [];
  const { batches } = await exportProjects(db, projectSearchInput().parse(input), 37);
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

beforeAll(async () => {
  db = await testRegistry({ projects: N });
  all = await everyRow({});
}, 120_000);
afterAll(async () => {
  await db.destroy();
});

const ids = (rows: ProjectListItem[]) => rows.map((r) => r.projectId).sort();

describe('registry search filters', () => {
  it(`has ${N} projects to search`, () => {
    expect(all).toHaveLength(N);
    expect(new Set(ids(all)).size).toBe(N);
  });

  it.each([
    ['mfo', 'creditorId'],
    ['executor', 'responsibleExecutorId'],
    ['projectState', 'projectStateId'],
    ['projectIndustry', 'projectFieldId'],
  ] as const)('filters by %s (select from a reference list)', async (filter, column) => {
    const value = all[0]![column]!;
    const rows = await everyRow({ filters: { [filter]: value } });
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(rows)).toEqual(ids(all.filter((r) => r[column] === value)));
  });

  it('counts the whole registry and reference filters exactly (from the statistics totals)', async () => {
    const first = all[0]!;
    const cases: [ProjectSearchInput['filters'], (r: ProjectListItem) => boolean][] = [
      [{}, () => true],
      [{ projectState: first.projectStateId }, (r) => r.projectStateId === first.projectStateId],
      [{ mfo: first.creditorId }, (r) => r.creditorId === first.creditorId],
      [
        { projectState: first.projectStateId, projectIndustry: first.projectFieldId },
        (r) =>
          r.projectStateId === first.projectStateId && r.projectFieldId === first.projectFieldId,
      ],
      [{ executor: 999_999 }, () => false],
    ];
    for (const [filters, matches] of cases) {
      const { total } = await searchProjects(db, projectSearchInput().parse({ filters }));
      expect(total, JSON.stringify(filters)).toBe(all.filter(matches).length);
    }
  });

  it('filters year, quarter and months on the signing date', async () => {
    const signed = all.filter((r) => r.creditDateBegin);
    const year = Number(signed[0]!.creditDateBegin!.slice(0, 4));
    const byYear = await everyRow({ filters: { year } });
    expect(ids(byYear)).toEqual(ids(all.filter((r) => r.creditDateBegin?.startsWith(`${year}-`))));

    const month = (r: ProjectListItem) => Number(r.creditDateBegin?.slice(5, 7));
    const q2 = await everyRow({ filters: { quarter: 2 } });
    expect(q2.length).toBeGreaterThan(0);
    expect(ids(q2)).toEqual(ids(signed.filter((r) => month(r) >= 4 && month(r) <= 6)));

    const period = await everyRow({ filters: { monthFrom: 3, monthTo: 5 } });
    expect(ids(period)).toEqual(ids(signed.filter((r) => month(r) >= 3 && month(r) <= 5)));

    const q1AndSummer = await search({ filters: { quarter: 1, monthFrom: 6 } });
    expect(q1AndSummer.total).toBe(0);
  });

  it('filters the amount range, both ends inclusive', async () => {
    const sums = all
      .map((r) => r.projectSum)
      .filter((s): s is number => s !== null)
      .sort((a, b) => a - b);
    const from = sums[50]!;
    const to = sums[90]!;
    const rows = await everyRow({ filters: { amountFrom: from, amountTo: to } });
    expect(ids(rows)).toEqual(
      ids(all.filter((r) => r.projectSum !== null && r.projectSum >= from && r.projectSum <= to)),
    );
  });

  it('filters the signing and validity dates exactly', async () => {
    const withDates = all.find((r) => r.creditDateBegin && r.agreementEffective)!;
    const bySign = await everyRow({ filters: { signDate: withDates.creditDateBegin! } });
    expect(ids(bySign)).toEqual(
      ids(all.filter((r) => r.creditDateBegin === withDates.creditDateBegin)),
    );
    const byValidity = await everyRow({ filters: { validityDate: withDates.agreementEffective! } });
    expect(ids(byValidity)).toContain(withDates.projectId);
    expect(byValidity.every((r) => r.agreementEffective === withDates.agreementEffective)).toBe(
      true,
    );
  });

  it('combines filters as AND', async () => {
    const sample = all.find((r) => r.creditDateBegin && r.projectSum)!;
    const filters = {
      mfo: sample.creditorId,
      projectState: sample.projectStateId,
      year: Number(sample.creditDateBegin!.slice(0, 4)),
      amountFrom: sample.projectSum!,
    };
    const rows = await everyRow({ filters });
    expect(ids(rows)).toEqual(
      ids(
        all.filter(
          (r) =>
            r.creditorId === filters.mfo &&
            r.projectStateId === filters.projectState &&
            r.creditDateBegin?.startsWith(String(filters.year)) &&
            r.projectSum !== null &&
            r.projectSum >= filters.amountFrom,
        ),
      ),
    );
    expect(rows.map((r) => r.projectId)).toContain(sample.projectId);
  });
});

describe('full-text search on name, purpose and beneficiary', () => {
  const words = (r: ProjectListItem) =>
    [r.projectName, r.projectPurpose, r.beneficiar]
      .join(' ')
      .toLocaleLowerCase('uk')
      .replace(/[ʼ'’‘`]/g, '');

  it('matches word prefixes case-insensitively', async () => {
    const word = all[0]!.projectName
      .split(/\s+/)
      .find((w) => w.length > 6)!
      .replace(/[^\p{L}]/gu, '');
    const prefix = word.slice(0, 5).toLocaleUpperCase('uk');
    const rows = await everyRow({ filters: { projectName: prefix } });
    expect(rows.map((r) => r.projectId)).toContain(all[0]!.projectId);
    const expected = all.filter((r) =>
      words(r)
        .split(/[^\p{L}\p{N}]+/u)
        .some((w) => w.startsWith(prefix.toLocaleLowerCase('uk'))),
    );
    expect(ids(rows)).toEqual(ids(expected));
  });

  it("treats the apostrophes ʼ ' ’ as one", async () => {
    const withApostrophe = all.find((r) =>
      /\p{L}[ʼ'’]\p{L}/u.test(r.projectName + (r.projectPurpose ?? '')),
    );
    expect(withApostrophe).toBeDefined();
    const word = /\p{L}+[ʼ'’]\p{L}+/u.exec(
      withApostrophe!.projectName + ' ' + withApostrophe!.projectPurpose,
    )![0];
    const totals = await Promise.all(
      ["'", 'ʼ', '’', ''].map(
        async (a) => (await search({ filters: { projectName: word.replace(/[ʼ'’]/u, a) } })).total,
      ),
    );
    expect(totals[0]).toBeGreaterThan(0);
    expect(new Set(totals).size).toBe(1);
  });

  it('searches the beneficiary field alone', async () => {
    const sample = all.find((r) => r.beneficiar)!;
    const word = sample
      .beneficiar!.split(/\s+/)
      .find((w) => w.length > 5)!
      .replace(/[^\p{L}]/gu, '');
    const rows = await everyRow({ filters: { beneficiary: word } });
    expect(rows.map((r) => r.projectId)).toContain(sample.projectId);
    for (const r of rows)
      expect(r.beneficiar!.toLocaleLowerCase('uk').replace(/[ʼ'’]/g, '')).toContain(
        word.toLocaleLowerCase('uk').slice(0, 3),
      );
  });

  it.each([
    '"',
    '"""',
    '*',
    'AND',
    'OR NOT',
    'NEAR(вода, 2)',
    "'; DROP TABLE projects; --",
    'projectName: школа',
    '^школа',
    '(((',
    '-школа +вода',
    '💧 %_ \\',
    'а'.repeat(200),
  ])('never fails on visitor text %j', async (text) => {
    const result = await search({ filters: { projectName: text, beneficiary: text } });
    expect(result.total).toBeGreaterThanOrEqual(0);
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM projects`.execute(db);
    expect(Number(count.rows[0]!.n)).toBe(N);
  });
});

describe('sorting and paging', () => {
  const key: Record<SortField, (r: ProjectListItem) => string | number | null> = {
    projectName: (r) => r.projectName,
    projectStateName: (r) => r.projectStateName,
    projectFieldName: (r) => r.projectFieldName,
    creditorName: (r) => r.creditorName,
    beneficiar: (r) => r.beneficiar,
    projectSum: (r) => r.projectSum,
    responsibleExecutorName: (r) => r.responsibleExecutorName,
    projectPurpose: (r) => r.projectPurpose,
    creditDateBegin: (r) => r.creditDateBegin,
    agreementEffective: (r) => r.agreementEffective,
  };
  const collator = new Intl.Collator('uk');
  const byReferenceName = new Set<SortField>([
    'projectStateName',
    'projectFieldName',
    'creditorName',
    'responsibleExecutorName',
  ]);
  const compare = (field: SortField, a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : byReferenceName.has(field)
        ? collator.compare(String(a), String(b))
        : String(a) < String(b)
          ? -1
          : String(a) > String(b)
            ? 1
            : 0;

  it.each(sortFields.flatMap((field) => [[field, 'asc'] as const, [field, 'desc'] as const]))(
    'sorts by %s %s with unknown values last',
    async (field, direction) => {
      const rows = await everyRow({ sort: { field, direction } });
      expect(rows).toHaveLength(N);
      const values = rows.map(key[field]);
      const firstNull = values.indexOf(null);
      if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
      const known = values.filter((v): v is string | number => v !== null);
      for (let i = 1; i < known.length; i++) {
        const order = compare(field, known[i - 1]!, known[i]!);
        expect(
          direction === 'asc' ? order <= 0 : order >= 0,
          `${known[i - 1]} then ${known[i]}`,
        ).toBe(true);
      }
    },
  );

  it('gives 1-based pages of 10 that together are the whole sorted list', async () => {
    const sort = { field: 'projectSum', direction: 'desc' } as const;
    const whole = await everyRow({ sort });
    const pages = [];
    for (let page = 1; page <= N / 10; page++) pages.push(...(await search({ sort, page })).rows);
    expect(pages.map((r) => r.projectId)).toEqual(whole.map((r) => r.projectId));
    const third = await search({ sort, page: 3 });
    expect(third).toMatchObject({ page: 3, pageSize: 10, pageCount: N / 10, total: N });
  });

  it('answers a page past the last with no rows and the real page count', async () => {
    const result = await search({ page: 999 });
    expect(result).toMatchObject({ rows: [], total: N, pageCount: N / 10, page: 999 });
  });
});

describe('projects.search over tRPC', () => {
  const caller = () => createCallerFactory(appRouter)({ db });

  it('returns the same page as the registry function', async () => {
    const input = { filters: { projectState: all[0]!.projectStateId }, page: 2 };
    expect(await caller().projects.search(input)).toEqual(await search(input));
  });

  it.each([
    ['page -1', { page: -1 }],
    ['page "abc"', { page: 'abc' }],
    ['month 13', { filters: { monthFrom: 13 } }],
    ['amount from > to', { filters: { amountFrom: 10, amountTo: 1 } }],
    ['2024-02-30', { filters: { signDate: '2024-02-30' } }],
    ['a 10 000-character name', { filters: { projectName: 'а'.repeat(10_000) } }],
    ['an unknown sort', { sort: { field: 'password', direction: 'asc' } }],
  ])('rejects %s with BAD_REQUEST', async (_name, input) => {
    await expect(caller().projects.search(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
