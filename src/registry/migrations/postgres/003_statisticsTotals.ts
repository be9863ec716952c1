import { type Kysely, sql } from 'kysely';
import {
  createTotalsTable,
  insertTotalsFromProjects,
  statisticsColumns,
  totalsGroupKeys,
  type TotalsSql,
} from '../statisticsTotalsParts';

// PostgreSQL twin of ../003_statisticsTotals.ts: the same per (grouping, state, key) totals in
// whole kopiykas (bigint here: SQLite's INTEGER is 8 bytes, PostgreSQL's 4), kept by one
// PL/pgSQL row trigger on projects. An UPDATE subtracts the old row and adds the new one.

const kop = (column: string) => `round(coalesce(${column}, 0) * 100)::bigint`;
const dialect: TotalsSql = {
  kop,
  // A signing date that does not start with a year counts as "none" (SQLite's CAST gives 0 too).
  year: (column) =>
    `CASE WHEN ${column} ~ '^[0-9]{4}' THEN substr(${column}, 1, 4)::integer ELSE 0 END`,
};

// PL/pgSQL, not SQL: its statement plan is cached per session. A LANGUAGE sql function is
// planned on every call, which made a row insert ~6 ms slower (bench copy of 100 000 projects).
const applyRow = `CREATE FUNCTION "statisticsTotals_apply"(p projects, s integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "statisticsTotals" AS t ("grouping", "stateId", "groupKey", projects, "amountKop", "creditKop", "usedKop")
  VALUES ${totalsGroupKeys('p', dialect)
    .map(
      ([grouping, key]) =>
        `('${grouping}', p."projectStateId", ${key}, s, s * ${kop('p."projectSum"')}, s * ${kop('p."creditSum"')}, s * ${kop('p."amountMoneyUsed"')})`,
    )
    .join(',\n    ')}
  ON CONFLICT ("grouping", "stateId", "groupKey") DO UPDATE SET
    projects = t.projects + excluded.projects,
    "amountKop" = t."amountKop" + excluded."amountKop",
    "creditKop" = t."creditKop" + excluded."creditKop",
    "usedKop" = t."usedKop" + excluded."usedKop";
END $$`;

const trigger = `CREATE FUNCTION "projects_statistics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "statisticsTotals_apply"(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM "statisticsTotals_apply"(NEW, 1); END IF;
  RETURN NULL;
END $$`;

/** The totals computed afresh from the projects (existing rows first; bulk copies after). */
export async function fillStatisticsTotals(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM "statisticsTotals"`.execute(db);
  await insertTotalsFromProjects(db, dialect);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTotalsTable(db, 'bigint');
  await fillStatisticsTotals(db);
  await sql.raw(applyRow).execute(db);
  await sql.raw(trigger).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER projects_statistics AFTER INSERT OR DELETE OR UPDATE OF ${statisticsColumns}
      ON projects FOR EACH ROW EXECUTE FUNCTION "projects_statistics"()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS projects_statistics ON projects`.execute(db);
  await sql`DROP FUNCTION IF EXISTS "projects_statistics"()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS "statisticsTotals_apply"(projects, integer)`.execute(db);
  await sql`DROP TABLE IF EXISTS "statisticsTotals"`.execute(db);
}
