import { type Kysely, sql } from 'kysely';

// PostgreSQL twin of ../003_statisticsTotals.ts: the same per (grouping, state, key) totals in
// whole kopiykas (bigint here: SQLite's INTEGER is 8 bytes, PostgreSQL's 4), kept by one
// PL/pgSQL row trigger on projects. An UPDATE subtracts the old row and adds the new one.

const kop = (column: string) => `round(coalesce(${column}, 0) * 100)::bigint`;
// A signing date that does not start with a year counts as "none" (SQLite's CAST gives 0 too).
const year = (column: string) =>
  `CASE WHEN ${column} ~ '^[0-9]{4}' THEN substr(${column}, 1, 4)::integer ELSE 0 END`;

const groupKeys = (row: string): [string, string][] => [
  ['field', `${row}."projectFieldId"`],
  ['creditor', `${row}."creditorId"`],
  ['executor', `coalesce(${row}."responsibleExecutorId", 0)`],
  ['period', year(`${row}."creditDateBegin"`)],
];

// PL/pgSQL, not SQL: its statement plan is cached per session. A LANGUAGE sql function is
// planned on every call, which made a row insert ~6 ms slower (bench copy of 100 000 projects).
const applyRow = `CREATE FUNCTION "statisticsTotals_apply"(p projects, s integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "statisticsTotals" AS t ("grouping", "stateId", "groupKey", projects, "amountKop", "creditKop", "usedKop")
  VALUES ${groupKeys('p')
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

const statisticsColumns = [
  'projectStateId',
  'projectFieldId',
  'creditorId',
  'responsibleExecutorId',
  'creditDateBegin',
  'projectSum',
  'creditSum',
  'amountMoneyUsed',
]
  .map((c) => `"${c}"`)
  .join(', ');

/** The totals computed afresh from the projects (existing rows first; bulk copies after). */
export async function fillStatisticsTotals(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM "statisticsTotals"`.execute(db);
  for (const [grouping, key] of groupKeys('p')) {
    await sql
      .raw(
        `INSERT INTO "statisticsTotals" ("grouping", "stateId", "groupKey", projects, "amountKop", "creditKop", "usedKop")
        SELECT '${grouping}', p."projectStateId", ${key}, count(*), sum(${kop('p."projectSum"')}),
          sum(${kop('p."creditSum"')}), sum(${kop('p."amountMoneyUsed"')})
        FROM projects p GROUP BY p."projectStateId", ${key}`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE "statisticsTotals" (
    "grouping" text NOT NULL,
    "stateId" integer NOT NULL,
    "groupKey" integer NOT NULL,
    projects bigint NOT NULL,
    "amountKop" bigint NOT NULL,
    "creditKop" bigint NOT NULL,
    "usedKop" bigint NOT NULL,
    CONSTRAINT "statisticsTotals_pk" PRIMARY KEY ("grouping", "stateId", "groupKey")
  )`.execute(db);
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
