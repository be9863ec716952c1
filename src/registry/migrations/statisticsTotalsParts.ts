import { type Kysely, sql } from 'kysely';
import { projectGroupingColumns } from './commonTables';

// The parts of 003_statisticsTotals that both dialects share; each dialect's migration keeps its
// own table types and triggers (SQLite triggers vs one PL/pgSQL row trigger).

/** SQL of a whole-kopiyka amount and of a signing year (0 for none), per dialect. */
export interface TotalsSql {
  kop: (column: string) => string;
  year: (column: string) => string;
}

/** The four (grouping, key) pairs of one project row (`new`, `old` or an alias). */
export const totalsGroupKeys = (row: string, { year }: TotalsSql): [string, string][] => [
  ['field', `${row}."projectFieldId"`],
  ['creditor', `${row}."creditorId"`],
  ['executor', `coalesce(${row}."responsibleExecutorId", 0)`],
  ['period', year(`${row}."creditDateBegin"`)],
];

/** The project columns a total depends on: an update of any other column leaves them be. */
export const statisticsColumns = [
  ...projectGroupingColumns,
  'projectSum',
  'creditSum',
  'amountMoneyUsed',
]
  .map((c) => `"${c}"`)
  .join(', ');

/** Adds the totals of the projects as they are (the table must be empty). */
export async function insertTotalsFromProjects(db: Kysely<unknown>, dialect: TotalsSql) {
  const { kop } = dialect;
  for (const [grouping, key] of totalsGroupKeys('p', dialect)) {
    await sql
      .raw(
        `INSERT INTO "statisticsTotals" ("grouping", "stateId", "groupKey", "projects", "amountKop", "creditKop", "usedKop")
        SELECT '${grouping}', p."projectStateId", ${key}, count(*), sum(${kop('p."projectSum"')}),
          sum(${kop('p."creditSum"')}), sum(${kop('p."amountMoneyUsed"')})
        FROM projects p GROUP BY p."projectStateId", ${key}`,
      )
      .execute(db);
  }
}

/** The totals table; `total` is an 8-byte integer (SQLite's INTEGER, PostgreSQL's bigint). */
export async function createTotalsTable(db: Kysely<unknown>, total: 'integer' | 'bigint') {
  await db.schema
    .createTable('statisticsTotals')
    .addColumn('grouping', 'text', (c) => c.notNull())
    .addColumn('stateId', 'integer', (c) => c.notNull())
    .addColumn('groupKey', 'integer', (c) => c.notNull())
    .addColumn('projects', total, (c) => c.notNull())
    .addColumn('amountKop', total, (c) => c.notNull())
    .addColumn('creditKop', total, (c) => c.notNull())
    .addColumn('usedKop', total, (c) => c.notNull())
    .addPrimaryKeyConstraint('statisticsTotals_pk', ['grouping', 'stateId', 'groupKey'])
    .execute();
}
