import { type Kysely, sql } from 'kysely';

// Registry search speed (npm run bench:search, 100 000 projects). The list is picked as rowids
// first, so these indexes let the sort and the OFFSET walk index entries only:
// - ascending sorts put unknown values last with `col IS NULL, col`, which only an index on
//   exactly that expression serves (descending uses the plain indexes of migration 001);
// - the select filters come with the default sort (signing date), so each gets a composite
//   index (filter, creditDateBegin) that answers "state 5, newest first" without sorting.
// Indexes only: inserts (generator, upstream sync) are unchanged.
const nullsLast = ['creditDateBegin', 'projectSum', 'agreementEffective'] as const;
const filters = [
  'projectStateId',
  'creditorId',
  'projectFieldId',
  'responsibleExecutorId',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of nullsLast) {
    await sql
      .raw(
        `CREATE INDEX IF NOT EXISTS "projects_${column}_nulls_last_idx" ON projects ("${column}" IS NULL, "${column}")`,
      )
      .execute(db);
  }
  for (const column of filters) {
    await sql
      .raw(
        `CREATE INDEX IF NOT EXISTS "projects_${column}_signed_idx" ON projects ("${column}", "creditDateBegin")`,
      )
      .execute(db);
  }
  // Fresh statistics so the planner picks these indexes.
  await sql`ANALYZE projects`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of nullsLast) {
    await sql.raw(`DROP INDEX IF EXISTS "projects_${column}_nulls_last_idx"`).execute(db);
  }
  for (const column of filters) {
    await sql.raw(`DROP INDEX IF EXISTS "projects_${column}_signed_idx"`).execute(db);
  }
}
