import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFilters, ProjectSort } from '../../src/lib/projectQuery';
import type { Registry } from '../../src/registry/database/db';
import { dialectOf } from '../../src/registry/dialect';
import { textOfFilters } from '../../src/registry/search/projectConditions';
import { exportProjects } from '../../src/registry/projects/projects';
import { refreshPostings } from '../../src/registry/dialect/postgresPostings';
import { prepareSearch } from '../../src/registry/search/projectSearch';
import { testDialect, testRegistry } from '../support/testRegistry';

// The ways a text search may be run give the same projects in the same order: its hits driving
// the query or the rows of its other filters or sort order driving it (PostgreSQL chooses by the
// number of hits), and, on PostgreSQL, the count and look-ups from the posting lists or, while
// those are not current, from the GIN index.

let db: Registry;

beforeAll(async () => {
  db = await testRegistry({ projects: 300 });
}, 120_000);

afterAll(async () => {
  await db.destroy();
});

const texts = ['школи', 'ремонту доріг', 'енергоеф', 'міст', 'будівництво системи', 'громад'];
const sorts: ProjectSort[] = [
  { field: 'creditDateBegin', direction: 'desc' },
  { field: 'projectSum', direction: 'asc' },
  { field: 'projectName', direction: 'asc' },
  { field: 'creditorName', direction: 'desc' },
];

/** Each way of matching the text, counted in SQL. */
async function countsByDrive(filters: ProjectFilters): Promise<number[]> {
  const text = textOfFilters(filters)!;
  const counts: number[] = [];
  for (const drive of ['hits', 'filters', 'order'] as const) {
    const row = await db
      .selectFrom('projects as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(dialectOf(db).fullTextCondition(text, drive))
      .executeTakeFirstOrThrow();
    counts.push(Number(row.n));
  }
  counts.push(await dialectOf(db).fullTextCount(db, text));
  return counts;
}

/** The list's pages against the export of the same search (every row, read by its hits). */
async function expectPagesAgree(filters: ProjectFilters, sort: ProjectSort): Promise<void> {
  const { total, batches } = await exportProjects(db, { filters, sort });
  const all: string[] = [];
  for await (const batch of batches) all.push(...batch.map((r) => r.projectId));
  expect(all).toHaveLength(total);
  for (const drive of [undefined, 'hits', 'filters', 'order'] as const) {
    for (const page of [1, 2]) {
      const result = await prepareSearch(db, { filters, sort }, { drive }).page(page, 10);
      expect(result.total).toBe(total);
      expect(result.rows.map((r) => r.projectId)).toEqual(all.slice((page - 1) * 10, page * 10));
    }
  }
}

describe.each(texts)('«%s»', (text) => {
  it('counts alike every way', async () => {
    const counts = await countsByDrive({ projectName: text });
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('lists the same pages alone and with other filters, in every order', async () => {
    for (const sort of sorts) await expectPagesAgree({ projectName: text }, sort);
    for (const state of [1, 2, 5]) {
      await expectPagesAgree({ projectName: text, projectState: state }, sorts[1]!);
    }
  });
});

describe('PostgreSQL posting lists', () => {
  it.skipIf(testDialect !== 'postgres')(
    'are renewed by the writer and never read stale',
    async () => {
      const current = await countsByDrive({ projectName: 'школи' });
      // A statement that changes the index marks the lists outdated; reads fall back to the index.
      await sql`DELETE FROM "projectSearch" WHERE id = (SELECT min(id) FROM "projectSearch" WHERE doc @@ 'a.школа'::tsquery)`.execute(
        db,
      );
      const fresh = await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM "searchPostings" WHERE lexeme = ''`.execute(db);
      expect(Number(fresh.rows[0]!.n)).toBe(0);
      const withoutOne = await countsByDrive({ projectName: 'школи' });
      expect(withoutOne).toEqual(current.map((n) => n - 1));
      // The writer's refresh indexes the project again and renews the lists.
      expect(await dialectOf(db).refreshSearchIndex(db)).toBe(1);
      expect(await countsByDrive({ projectName: 'школи' })).toEqual(current);
      const renewed = await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM "searchPostings" WHERE lexeme = ''`.execute(db);
      expect(Number(renewed.rows[0]!.n)).toBe(1);
    },
  );

  it.skipIf(testDialect !== 'postgres')(
    'count from bitmaps that start at the smallest indexed id',
    async () => {
      // After a sync replaces every project, ids start far above 1: bit 0 is the smallest id.
      // Here the first 40 projects leave the index and the lists are renewed without them.
      await sql`DELETE FROM "projectSearch" WHERE id < (SELECT min(id) + 40 FROM "projectSearch")`.execute(
        db,
      );
      await db.transaction().execute(refreshPostings);
      const base = await sql<{
        n: number;
      }>`SELECT n FROM "searchPostings" WHERE lexeme = ''`.execute(db);
      expect(base.rows[0]!.n).toBeGreaterThan(40);
      for (const text of texts) {
        // 'hits' reads the GIN index, the others the bitmaps: all must agree, fewer than before.
        const counts = await countsByDrive({ projectName: text });
        expect(new Set(counts).size, text).toBe(1);
      }
      expect(await dialectOf(db).refreshSearchIndex(db)).toBe(40);
    },
  );
});
