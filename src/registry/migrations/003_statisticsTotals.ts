import { type Kysely, sql } from 'kysely';
import {
  createTotalsTable,
  insertTotalsFromProjects,
  statisticsColumns,
  totalsGroupKeys,
  type TotalsSql,
} from './statisticsTotalsParts';

// Statistics (spec §3, §7 GROUP-BY-*) on 100 000 projects must answer in ≤ 50 ms, for all
// states and for one. A GROUP BY over the projects, even over a covering index, took 90–450 ms
// there (it reads every project and sorts). So the totals per (grouping, state, key) are kept
// up to date by triggers on `projects`, and a statistics query sums at most a few hundred rows.
//
// Amounts are whole kopiykas (INTEGER): triggers add and subtract, and integer arithmetic never
// drifts, so the totals always equal a fresh GROUP BY over the projects to the kopiyka.
// groupKey 0 means "none": no responsible executor, or no signing date (ids start at 1).

const kop = (column: string) => `CAST(round(coalesce(${column}, 0) * 100) AS INTEGER)`;
const dialect: TotalsSql = {
  kop,
  year: (column) => `coalesce(CAST(substr(${column}, 1, 4) AS INTEGER), 0)`,
};

/** An upsert adding (sign 1) or removing (sign -1) one project row from the totals. */
function applyRow(row: 'new' | 'old', sign: 1 | -1): string {
  const s = sign === 1 ? '' : '-';
  const values = totalsGroupKeys(row, dialect)
    .map(
      ([grouping, key]) =>
        `('${grouping}', ${row}."projectStateId", ${key}, ${sign}, ${s}${kop(`${row}."projectSum"`)}, ${s}${kop(`${row}."creditSum"`)}, ${s}${kop(`${row}."amountMoneyUsed"`)})`,
    )
    .join(',\n      ');
  return `INSERT INTO "statisticsTotals" ("grouping", "stateId", "groupKey", "projects", "amountKop", "creditKop", "usedKop")
    VALUES ${values}
    ON CONFLICT ("grouping", "stateId", "groupKey") DO UPDATE SET
      "projects" = "projects" + excluded."projects",
      "amountKop" = "amountKop" + excluded."amountKop",
      "creditKop" = "creditKop" + excluded."creditKop",
      "usedKop" = "usedKop" + excluded."usedKop";`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTotalsTable(db, 'integer');

  // Existing projects first, then the triggers keep the totals in step.
  await insertTotalsFromProjects(db, dialect);

  await sql
    .raw(
      `CREATE TRIGGER projects_statistics_ai AFTER INSERT ON projects BEGIN ${applyRow('new', 1)} END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER projects_statistics_ad AFTER DELETE ON projects BEGIN ${applyRow('old', -1)} END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER projects_statistics_au AFTER UPDATE OF ${statisticsColumns} ON projects BEGIN
        ${applyRow('old', -1)}
        ${applyRow('new', 1)}
      END`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of [
    'projects_statistics_ai',
    'projects_statistics_ad',
    'projects_statistics_au',
  ]) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  await db.schema.dropTable('statisticsTotals').ifExists().execute();
}
