import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallerFactory } from '../../routers/init';
import { appRouter } from '../../routers/_app';
import type { Registry } from '../../src/registry/database/db';
import {
  countWithoutExecutor,
  groupByCreditor,
  groupByField,
  groupByPeriod,
  groupByResponsibleExecutor,
  registrySummary,
} from '../../src/registry/statistics/statistics';
import type { StatisticsGroup } from '../../src/registry/schemas';
import { testDialect, testRegistry } from '../support/testRegistry';

// A small fixed registry whose totals are computed by hand below.
const project = (
  n: number,
  p: {
    state: number;
    field: number;
    creditor: number;
    executor: number | null;
    sum: number | null;
    credit: number | null;
    used: number | null;
    signed: string | null;
  },
) => ({
  projectId: `10000000${n}`,
  projectName: `Проєкт ${n}`,
  projectStateId: p.state,
  projectFieldId: p.field,
  creditorId: p.creditor,
  responsibleExecutorId: p.executor,
  projectSum: p.sum,
  creditSum: p.credit,
  amountMoneyUsed: p.used,
  creditDateBegin: p.signed,
  isCreditPaid: 0,
  updatedAt: '2024-01-01',
});

const fixedProjects = [
  project(1, {
    state: 5,
    field: 1,
    creditor: 1,
    executor: 1,
    sum: 100.1,
    credit: 80,
    used: 10,
    signed: '2019-03-01',
  }),
  project(2, {
    state: 5,
    field: 1,
    creditor: 2,
    executor: null,
    sum: 200.2,
    credit: 150,
    used: null,
    signed: '2019-12-31',
  }),
  project(3, {
    state: 5,
    field: 2,
    creditor: 1,
    executor: 2,
    sum: 300,
    credit: null,
    used: 50.5,
    signed: '2020-06-15',
  }),
  project(4, {
    state: 1,
    field: 2,
    creditor: 2,
    executor: 2,
    sum: null,
    credit: 20,
    used: 0,
    signed: null,
  }),
  project(5, {
    state: 1,
    field: 1,
    creditor: 1,
    executor: null,
    sum: 0.01,
    credit: 0.02,
    used: null,
    signed: '2021-01-01',
  }),
];

async function fixedRegistry(): Promise<Registry> {
  const db = await testRegistry({ empty: true });
  await db
    .insertInto('projectStates')
    .values([
      { id: 1, name: 'Підготовка', sortOrder: 1 },
      { id: 5, name: 'Реалізація', sortOrder: 5 },
    ])
    .execute();
  await db
    .insertInto('projectFields')
    .values([
      { id: 1, fieldNameUkr: 'Енергетика' },
      { id: 2, fieldNameUkr: 'Освіта' },
    ])
    .execute();
  await db
    .insertInto('creditors')
    .values([
      { id: 1, name: 'Міжнародний банк реконструкції та розвитку', shortName: 'МБРР' },
      { id: 2, name: 'Європейський банк реконструкції та розвитку', shortName: 'ЄБРР' },
    ])
    .execute();
  await db
    .insertInto('responsibleExecutors')
    .values([
      { id: 1, name: 'Міністерство фінансів України' },
      { id: 2, name: 'Міністерство освіти і науки України' },
    ])
    .execute();
  await db.insertInto('projects').values(fixedProjects).execute();
  return db;
}

const row = (
  id: number | string,
  name: string,
  count: number,
  amount: number,
  creditAmount: number,
  usedAmount: number,
): StatisticsGroup => ({ id, name, count, amount, creditAmount, usedAmount });

let db: Registry;
beforeAll(async () => {
  db = await fixedRegistry();
});
afterAll(async () => {
  await db.destroy();
});

describe('statistics groupings on a fixed registry', () => {
  it('groups by industry with counts and the three sums, largest amount first', async () => {
    expect(await groupByField(db)).toEqual([
      row(1, 'Енергетика', 3, 300.31, 230.02, 10),
      row(2, 'Освіта', 2, 300, 20, 50.5),
    ]);
  });

  it('groups by creditor', async () => {
    expect(await groupByCreditor(db)).toEqual([
      row(1, 'Міжнародний банк реконструкції та розвитку', 3, 400.11, 80.02, 60.5),
      row(2, 'Європейський банк реконструкції та розвитку', 2, 200.2, 170, 0),
    ]);
  });

  it('groups by responsible executor and counts the projects without one apart', async () => {
    expect(await groupByResponsibleExecutor(db)).toEqual([
      row(2, 'Міністерство освіти і науки України', 2, 300, 20, 50.5),
      row(1, 'Міністерство фінансів України', 1, 100.1, 80, 10),
    ]);
    expect(await countWithoutExecutor(db)).toBe(2);
  });

  it('groups by year of signing, oldest first, leaving out projects without a date', async () => {
    expect(await groupByPeriod(db)).toEqual([
      row(2019, '2019', 2, 300.3, 230, 10),
      row(2020, '2020', 1, 300, 0, 50.5),
      row(2021, '2021', 1, 0.01, 0.02, 0),
    ]);
  });

  it('narrows every grouping to one project state', async () => {
    expect(await groupByField(db, 5)).toEqual([
      row(1, 'Енергетика', 2, 300.3, 230, 10),
      row(2, 'Освіта', 1, 300, 0, 50.5),
    ]);
    expect((await groupByCreditor(db, 1)).map((g) => [g.id, g.count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(await groupByResponsibleExecutor(db, 1)).toEqual([
      row(2, 'Міністерство освіти і науки України', 1, 0, 20, 0),
    ]);
    expect(await countWithoutExecutor(db, 5)).toBe(1);
    expect(await countWithoutExecutor(db, 1)).toBe(1);
    expect((await groupByPeriod(db, 1)).map((g) => g.id)).toEqual([2021]);
    expect(await groupByField(db, 7)).toEqual([]);
  });

  it('sums of every grouping equal the sums over all projects', async () => {
    const totalAmount = fixedProjects.reduce((s, p) => s + (p.projectSum ?? 0), 0);
    for (const groups of [await groupByField(db), await groupByCreditor(db)]) {
      expect(groups.reduce((n, g) => n + g.count, 0)).toBe(fixedProjects.length);
      expect(groups.reduce((s, g) => s + g.amount, 0)).toBeCloseTo(totalAmount, 2);
    }
    const executors = await groupByResponsibleExecutor(db);
    expect(executors.reduce((n, g) => n + g.count, 0) + (await countWithoutExecutor(db))).toBe(5);
  });

  it('gives the landing headline figures', async () => {
    const summary = await registrySummary(db);
    expect(summary).toMatchObject({
      projectCount: 5,
      totalAmount: 600.31,
      creditorCount: 2,
      withoutExecutor: 2,
      byState: [
        { projectStateId: 1, name: 'Підготовка', count: 2, amount: 0.01 },
        { projectStateId: 5, name: 'Реалізація', count: 3, amount: 600.3 },
      ],
    });
  });
});

describe('statistics totals stay equal to the projects after changes', () => {
  // The reference answer: a plain GROUP BY over the projects table.
  async function directByField(stateId?: number) {
    const rows = await db
      .selectFrom('projects as p')
      .select(['p.projectFieldId as id', (eb) => eb.fn.countAll<number>().as('count')])
      .select(sql<number>`round(CAST(coalesce(sum(p."projectSum"), 0) AS NUMERIC), 2)`.as('amount'))
      .$if(stateId !== undefined, (qb) => qb.where('p.projectStateId', '=', stateId!))
      .groupBy('p.projectFieldId')
      .orderBy('p.projectFieldId')
      .execute();
    return rows.map((r) => ({ id: r.id, count: Number(r.count), amount: Number(r.amount) }));
  }
  const fromTotals = async (stateId?: number) =>
    (await groupByField(db, stateId))
      .map((g) => ({ id: g.id, count: g.count, amount: g.amount }))
      .sort((a, b) => Number(a.id) - Number(b.id));

  it('follows updates, deletes, inserts and replacing upserts', async () => {
    const local = await fixedRegistry();
    const previous = db;
    db = local;
    try {
      await db
        .updateTable('projects')
        .set({ projectStateId: 1, projectSum: 10.5 })
        .where('projectId', '=', '100000003')
        .execute();
      await db
        .updateTable('projects')
        .set({ projectFieldId: 2 })
        .where('projectId', '=', '100000001')
        .execute();
      await db.deleteFrom('projects').where('projectId', '=', '100000002').execute();
      await db
        .insertInto('projects')
        .values(
          project(6, {
            state: 5,
            field: 2,
            creditor: 2,
            executor: null,
            sum: 7.77,
            credit: 1,
            used: 1,
            signed: '2022-02-02',
          }),
        )
        .execute();
      // The upsert a sync writes with on both dialects; SQLite's INSERT OR REPLACE as well there.
      await db
        .insertInto('projects')
        .values(
          project(4, {
            state: 1,
            field: 1,
            creditor: 2,
            executor: 2,
            sum: 999,
            credit: 20,
            used: 0,
            signed: null,
          }),
        )
        .onConflict((oc) =>
          oc.column('projectId').doUpdateSet((eb) => ({
            projectStateId: eb.ref('excluded.projectStateId'),
            projectFieldId: eb.ref('excluded.projectFieldId'),
            projectSum: eb.ref('excluded.projectSum'),
          })),
        )
        .execute();
      if (testDialect === 'sqlite') {
        await sql`INSERT OR REPLACE INTO projects ("projectId", "projectName", "projectStateId", "projectFieldId", "creditorId", "projectSum", "updatedAt")
          VALUES ('100000005', 'Проєкт 5', 5, 2, 1, 1000, '2024-02-01')`.execute(db);
      } else {
        await db
          .insertInto('projects')
          .values({
            ...project(5, {
              state: 5,
              field: 2,
              creditor: 1,
              executor: null,
              sum: 1000,
              credit: null,
              used: null,
              signed: null,
            }),
            updatedAt: '2024-02-01',
          })
          .onConflict((oc) =>
            oc.column('projectId').doUpdateSet((eb) => ({
              projectStateId: eb.ref('excluded.projectStateId'),
              projectFieldId: eb.ref('excluded.projectFieldId'),
              creditDateBegin: eb.ref('excluded.creditDateBegin'),
              projectSum: eb.ref('excluded.projectSum'),
              responsibleExecutorId: eb.ref('excluded.responsibleExecutorId'),
              creditSum: eb.ref('excluded.creditSum'),
              amountMoneyUsed: eb.ref('excluded.amountMoneyUsed'),
            })),
          )
          .execute();
      }
      for (const state of [undefined, 1, 5]) {
        expect(await fromTotals(state)).toEqual(await directByField(state));
      }
      expect(await countWithoutExecutor(db)).toBe(2);
      expect((await registrySummary(db)).projectCount).toBe(5);
    } finally {
      db = previous;
      await local.destroy();
    }
  });
});

describe('statistics procedures', () => {
  const caller = () => createCallerFactory(appRouter)({ db });

  it('answer for all states without input and for one state', async () => {
    expect(await caller().statistics.byField()).toHaveLength(2);
    expect(await caller().statistics.byCreditor({ projectStateId: 5 })).toHaveLength(2);
    expect(await caller().statistics.withoutExecutor({ projectStateId: 5 })).toBe(1);
    expect((await caller().statistics.byPeriod({})).map((g) => g.name)).toEqual([
      '2019',
      '2020',
      '2021',
    ]);
  });

  it.each([
    [{ projectStateId: 0 }],
    [{ projectStateId: -3 }],
    [{ projectStateId: 1.5 }],
    [{ projectStateId: '5' }],
    [{ projectStateId: 5, extra: true }],
  ])('reject bad input %j with BAD_REQUEST', async (input) => {
    await expect(caller().statistics.byResponsibleExecutor(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
