import { type Kysely, sql } from 'kysely';
import { createProjectCopyTriggers } from './projectCopyTriggers';

// Registry search speed (npm run bench:search, 100 000 projects, p95 ≤ 10 ms).
//
// projectSearchKeys is a narrow copy of the columns the search filters and sorts on, with the
// same rowid as `projects`, kept in step by triggers (so the generator and the upstream sync
// insert into `projects` exactly as before). Full project rows are wide (purpose, notes,
// finance texts…), so checking thousands of full-text hits or walking to page 5 000 through
// them costs page reads; the same work on ~40-byte rows and covering indexes stays in a few
// megabytes of cache. The page's ten full rows are read afterwards by rowid.
//
// Indexes:
// - ascending sorts put unknown values last with `col IS NULL, col`, which only an index on
//   exactly that expression serves; descending sorts use the plain column index;
// - each select filter comes with the default sort (signing date, newest first), so each gets a
//   composite index (filter, creditDateBegin) that answers it without sorting.
const keyColumns = [
  'projectStateId',
  'projectFieldId',
  'creditorId',
  'responsibleExecutorId',
  'projectSum',
  'creditDateBegin',
  'agreementEffective',
] as const;
const nullable = ['projectSum', 'creditDateBegin', 'agreementEffective'] as const;
const filters = [
  'projectStateId',
  'creditorId',
  'projectFieldId',
  'responsibleExecutorId',
] as const;

const quoted = keyColumns.map((c) => `"${c}"`).join(', ');
const from = (row: string) => keyColumns.map((c) => `${row}."${c}"`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE "projectSearchKeys" (
        rowid INTEGER PRIMARY KEY,
        "projectStateId" INTEGER NOT NULL,
        "projectFieldId" INTEGER NOT NULL,
        "creditorId" INTEGER NOT NULL,
        "responsibleExecutorId" INTEGER,
        "projectSum" REAL,
        "creditDateBegin" TEXT,
        "agreementEffective" TEXT
      )`,
    )
    .execute(db);
  await sql
    .raw(`INSERT INTO "projectSearchKeys" (rowid, ${quoted}) SELECT rowid, ${quoted} FROM projects`)
    .execute(db);
  await createProjectCopyTriggers(
    db,
    'keys',
    '"projectSearchKeys"',
    `INSERT INTO "projectSearchKeys" (rowid, ${quoted}) VALUES (new.rowid, ${from('new')});`,
  );

  for (const column of nullable) {
    await sql
      .raw(`CREATE INDEX "projectSearchKeys_${column}_idx" ON "projectSearchKeys" ("${column}")`)
      .execute(db);
    await sql
      .raw(
        `CREATE INDEX "projectSearchKeys_${column}_nulls_last_idx" ON "projectSearchKeys" ("${column}" IS NULL, "${column}")`,
      )
      .execute(db);
  }
  for (const column of filters) {
    await sql
      .raw(
        `CREATE INDEX "projectSearchKeys_${column}_signed_idx" ON "projectSearchKeys" ("${column}", "creditDateBegin")`,
      )
      .execute(db);
  }
  // Fresh statistics so the planner picks these indexes.
  await sql`ANALYZE "projectSearchKeys"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['projects_keys_ai', 'projects_keys_ad', 'projects_keys_au']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS "projectSearchKeys"`.execute(db);
}
