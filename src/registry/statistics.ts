import 'server-only';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Registry } from './db';
import { getLastUpdate } from './references';
import type { RegistrySummary, StatisticsGroup } from './schemas';

// Analytics groupings (spec §3 "Statistics", §7 GROUP-BY-*): aggregated in SQL, optionally for
// one project state. Amounts are sums over projects (unknown amounts count as 0).

const totals = {
  count: sql<number>`count(*)`,
  amount: sql<number>`coalesce(sum(p."projectSum"), 0)`,
  creditAmount: sql<number>`coalesce(sum(p."creditSum"), 0)`,
  usedAmount: sql<number>`coalesce(sum(p."amountMoneyUsed"), 0)`,
};

const stateCondition = (projectStateId?: number): Expression<SqlBool> =>
  projectStateId === undefined
    ? sql<SqlBool>`1`
    : sql<SqlBool>`p."projectStateId" = ${projectStateId}`;

const toGroup = (r: {
  id: number | string | null;
  name: string | null;
  count: number;
  amount: number;
  creditAmount: number;
  usedAmount: number;
}): StatisticsGroup => ({
  id: r.id,
  name: r.name ?? '',
  count: Number(r.count),
  amount: Number(r.amount),
  creditAmount: Number(r.creditAmount),
  usedAmount: Number(r.usedAmount),
});

export async function groupByField(
  db: Registry,
  projectStateId?: number,
): Promise<StatisticsGroup[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('projectFields as f', 'f.id', 'p.projectFieldId')
    .select(['f.id as id', 'f.fieldNameUkr as name'])
    .select(() => [
      totals.count.as('count'),
      totals.amount.as('amount'),
      totals.creditAmount.as('creditAmount'),
      totals.usedAmount.as('usedAmount'),
    ])
    .where(stateCondition(projectStateId))
    .groupBy(['f.id', 'f.fieldNameUkr'])
    .orderBy('amount', 'desc')
    .execute();
  return rows.map(toGroup);
}

export async function groupByResponsibleExecutor(
  db: Registry,
  projectStateId?: number,
): Promise<StatisticsGroup[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('responsibleExecutors as e', 'e.id', 'p.responsibleExecutorId')
    .select(['e.id as id', 'e.name as name'])
    .select(() => [
      totals.count.as('count'),
      totals.amount.as('amount'),
      totals.creditAmount.as('creditAmount'),
      totals.usedAmount.as('usedAmount'),
    ])
    .where(stateCondition(projectStateId))
    .groupBy(['e.id', 'e.name'])
    .orderBy('amount', 'desc')
    .execute();
  return rows.map(toGroup);
}

export async function groupByCreditor(
  db: Registry,
  projectStateId?: number,
): Promise<StatisticsGroup[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('creditors as c', 'c.id', 'p.creditorId')
    .select(['c.id as id', 'c.name as name'])
    .select(() => [
      totals.count.as('count'),
      totals.amount.as('amount'),
      totals.creditAmount.as('creditAmount'),
      totals.usedAmount.as('usedAmount'),
    ])
    .where(stateCondition(projectStateId))
    .groupBy(['c.id', 'c.name'])
    .orderBy('amount', 'desc')
    .execute();
  return rows.map(toGroup);
}

/** By year of the agreement signing date, oldest first; projects without a date are left out. */
export async function groupByPeriod(
  db: Registry,
  projectStateId?: number,
): Promise<StatisticsGroup[]> {
  const year = sql<string>`substr(p."creditDateBegin", 1, 4)`;
  const rows = await db
    .selectFrom('projects as p')
    .select([year.as('id'), year.as('name')])
    .select(() => [
      totals.count.as('count'),
      totals.amount.as('amount'),
      totals.creditAmount.as('creditAmount'),
      totals.usedAmount.as('usedAmount'),
    ])
    .where(stateCondition(projectStateId))
    .where('p.creditDateBegin', 'is not', null)
    .groupBy(year)
    .orderBy(year)
    .execute();
  return rows.map(toGroup);
}

export async function countWithoutExecutor(db: Registry, projectStateId?: number): Promise<number> {
  const row = await db
    .selectFrom('projects as p')
    .select(totals.count.as('count'))
    .where('p.responsibleExecutorId', 'is', null)
    .where(stateCondition(projectStateId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Headline figures of the landing page. */
export async function registrySummary(db: Registry): Promise<RegistrySummary> {
  const all = await db
    .selectFrom('projects as p')
    .select(() => [
      totals.count.as('count'),
      totals.amount.as('amount'),
      sql<number>`count(DISTINCT p."creditorId")`.as('creditors'),
      sql<number>`sum(CASE WHEN p."responsibleExecutorId" IS NULL THEN 1 ELSE 0 END)`.as(
        'noExecutor',
      ),
    ])
    .executeTakeFirstOrThrow();
  const byState = await db
    .selectFrom('projectStates as s')
    .leftJoin('projects as p', 'p.projectStateId', 's.id')
    .select(['s.id as projectStateId', 's.name as name'])
    .select(() => [sql<number>`count(p."projectId")`.as('count'), totals.amount.as('amount')])
    .groupBy(['s.id', 's.name', 's.sortOrder'])
    .orderBy('s.sortOrder')
    .execute();
  return {
    projectCount: Number(all.count),
    totalAmount: Number(all.amount),
    creditorCount: Number(all.creditors),
    withoutExecutor: Number(all.noExecutor ?? 0),
    byState: byState.map((s) => ({ ...s, count: Number(s.count), amount: Number(s.amount) })),
    lastUpdate: await getLastUpdate(db),
  };
}
