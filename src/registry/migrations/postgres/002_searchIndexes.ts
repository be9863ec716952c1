import { type Kysely, sql } from 'kysely';
import { allTextVector, beneficiarVector } from './fullTextIndex';

// PostgreSQL twin of ../002_searchIndexes.ts. Full-text search: GIN indexes over tsvector
// expressions (prefix queries `word:*` use them). `projectSearchKeys` is a view over
// `projects` here: the planner uses the projects indexes directly, so no trigger-kept copy.
// Sort indexes carry NULLS LAST and the key, so an ordered page is read off an index.

const nullable = ['projectSum', 'creditDateBegin', 'agreementEffective'];
const filters = ['projectStateId', 'creditorId', 'projectFieldId', 'responsibleExecutorId'];

const statements = [
  `CREATE INDEX "projects_fts_all_idx" ON projects USING gin ((${allTextVector}))`,
  `CREATE INDEX "projects_fts_beneficiar_idx" ON projects USING gin ((${beneficiarVector}))`,
  `CREATE VIEW "projectSearchKeys" AS SELECT id, "projectStateId", "projectFieldId", "creditorId",
    "responsibleExecutorId", "projectSum", "creditDateBegin", "agreementEffective" FROM projects`,
  ...nullable.flatMap((c) => [
    `CREATE INDEX "projects_${c}_asc_idx" ON projects ("${c}" ASC NULLS LAST, id ASC)`,
    `CREATE INDEX "projects_${c}_desc_idx" ON projects ("${c}" DESC NULLS LAST, id DESC)`,
  ]),
  `CREATE INDEX "projects_projectName_id_idx" ON projects ("projectName", id)`,
  ...filters.map(
    (c) =>
      `CREATE INDEX "projects_${c}_signed_idx" ON projects ("${c}", "creditDateBegin" DESC NULLS LAST, id DESC)`,
  ),
  `ANALYZE projects`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW IF EXISTS "projectSearchKeys"`.execute(db);
  await sql`DROP INDEX IF EXISTS "projects_fts_all_idx", "projects_fts_beneficiar_idx"`.execute(db);
}
