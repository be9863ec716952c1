import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSearchInput } from '../../src/lib/projectQuery';
import type { Registry } from '../../src/registry/database/db';
import { regionTotals } from '../../src/registry/places/regionTotals';
import { testRegistry } from '../support/testRegistry';

// regionTotals on a small fixed registry, on both databases (REGISTRY_TEST_DIALECT).

const project = (n: number, state: number, sum: number | null) => ({
  projectId: `20000000${n}`,
  projectName: `Проєкт ${n}`,
  projectStateId: state,
  projectFieldId: 1,
  creditorId: 1,
  projectSum: sum,
  isCreditPaid: 0,
  updatedAt: '2024-01-01',
});

let db: Registry;

beforeAll(async () => {
  db = await testRegistry({ empty: true });
  await db
    .insertInto('projectStates')
    .values([
      { id: 1, name: 'Підготовка', sortOrder: 1 },
      { id: 5, name: 'Реалізація', sortOrder: 5 },
    ])
    .execute();
  await db.insertInto('projectFields').values({ id: 1, fieldNameUkr: 'Енергетика' }).execute();
  await db.insertInto('creditors').values({ id: 1, name: 'МБРР', shortName: 'МБРР' }).execute();
  await db
    .insertInto('projects')
    .values([
      project(1, 5, 100.1),
      project(2, 5, 200.2),
      project(3, 1, null),
      project(4, 1, 0.01),
      project(5, 5, 7),
    ])
    .execute();
  const keys = new Map(
    (await db.selectFrom('projects').select(['id', 'projectId']).execute()).map((r) => [
      r.projectId,
      r.id,
    ]),
  );
  const place = (n: number, region: string) => ({
    projectKey: keys.get(`20000000${n}`)!,
    region,
    evidence: 'за назвою проєкту: «Харкова»',
  });
  await db
    .insertInto('projectRegions')
    .values([place(1, 'UA-63'), place(2, 'UA-63'), place(2, 'UA-46'), place(3, 'UA-30')])
    .execute();
});

afterAll(() => db.destroy());

const query = (filters: Record<string, unknown> = {}) => projectSearchInput().parse({ filters });

describe('regionTotals', () => {
  it('counts each project in each of its regions, all 27 listed, the rest nationwide', async () => {
    const totals = await regionTotals(db, query());
    expect(totals.regions).toHaveLength(27);
    const of = (code: string) => totals.regions.find((r) => r.region === code);
    expect(of('UA-63')).toEqual({ region: 'UA-63', count: 2, amount: 300.3 });
    expect(of('UA-46')).toEqual({ region: 'UA-46', count: 1, amount: 200.2 });
    expect(of('UA-30')).toEqual({ region: 'UA-30', count: 1, amount: 0 });
    expect(of('UA-32')).toEqual({ region: 'UA-32', count: 0, amount: 0 });
    expect(totals.nationwide).toEqual({ count: 2, amount: 7.01 });
  });

  it('follows the search filters', async () => {
    const totals = await regionTotals(db, query({ projectState: 1 }));
    expect(totals.regions.filter((r) => r.count > 0)).toEqual([
      { region: 'UA-30', count: 1, amount: 0 },
    ]);
    expect(totals.nationwide).toEqual({ count: 1, amount: 0.01 });
  });

  it('deleting a project deletes its placement', async () => {
    await db.deleteFrom('projects').where('projectId', '=', '200000002').execute();
    const totals = await regionTotals(db, query());
    expect(totals.regions.find((r) => r.region === 'UA-46')?.count).toBe(0);
    expect(totals.regions.find((r) => r.region === 'UA-63')?.count).toBe(1);
  });
});
