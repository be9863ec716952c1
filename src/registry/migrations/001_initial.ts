import { type Kysely, sql } from 'kysely';
import {
  createContentTables,
  createProjectIndexes,
  createReferenceTables,
  initialTables,
  sqliteTypes,
} from './commonTables';
import { createProjectCopyTriggers } from './projectCopyTriggers';

// Column names are the spec's field names (camelCase); Kysely quotes identifiers, so the same
// schema works on PostgreSQL. Amounts are UAH (REAL), dates ISO 'YYYY-MM-DD' (TEXT).
const types = sqliteTypes;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createReferenceTables(db, types);

  await db.schema
    .createTable('projects')
    // An INTEGER PRIMARY KEY is SQLite's stable rowid alias: the full-text index is keyed by it,
    // and a plain rowid could be renumbered by VACUUM. The public id is projectId.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('projectId', 'text', (c) => c.notNull().unique())
    .addColumn('projectName', 'text', (c) => c.notNull())
    .addColumn('projectStateId', 'integer', (c) => c.notNull().references('projectStates.id'))
    .addColumn('projectFieldId', 'integer', (c) => c.notNull().references('projectFields.id'))
    .addColumn('creditorId', 'integer', (c) => c.notNull().references('creditors.id'))
    .addColumn('responsibleExecutorId', 'integer', (c) => c.references('responsibleExecutors.id'))
    .addColumn('beneficiar', 'text')
    .addColumn('projectPurpose', 'text')
    .addColumn('initiator', 'text')
    // ProjectAmount of the list is the project's total cost (projectSum), UAH.
    .addColumn('projectSum', 'real')
    .addColumn('creditorSum', 'real')
    .addColumn('creditDateBegin', 'text')
    .addColumn('agreementEffective', 'text')
    .addColumn('projectDateFrom', 'text')
    .addColumn('projectDateTo', 'text')
    .addColumn('notes', 'text')
    // Preparation: references to letters and orders ('№ … від …'), and the talks date.
    .addColumn('respLetterAgreement', 'text')
    .addColumn('mfuRequest', 'text')
    .addColumn('mfoSupportLetter', 'text')
    .addColumn('mfuOrder', 'text')
    .addColumn('kmuDecreeExped', 'text')
    .addColumn('orderFormationGroup', 'text')
    .addColumn('orderCoordinator', 'text')
    .addColumn('presidentOrder', 'text')
    .addColumn('mfoInvitationLetter', 'text')
    .addColumn('mfoTalksDate', 'text')
    // Finance and execution.
    .addColumn('grantSum', 'real')
    .addColumn('ukrCofinSum', 'real')
    .addColumn('creditSum', 'real')
    .addColumn('creditNumDate', 'text')
    .addColumn('creditName', 'text')
    .addColumn('creditTextLink', 'text')
    .addColumn('projectStructure', 'text')
    .addColumn('projectParams', 'text')
    .addColumn('finConditions', 'text')
    .addColumn('ratificationDate', 'text')
    .addColumn('creditDate', 'text')
    .addColumn('fundsAvailable', 'real')
    .addColumn('kmuOrderReportNum', 'text')
    .addColumn('isCreditPaid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('effectiveDate', 'text')
    .addColumn('amountMoneyUsed', 'real')
    .addColumn('creditClose', 'text')
    .addColumn('creditOpen', 'text')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await createProjectIndexes(db);
  await createContentTables(db, types);

  // Full-text index over name, purpose and beneficiary. It stores normalised copies (apostrophes
  // ʼ ' ’ ‘ ` removed, so «обʼєкт», «об'єкт» and «обєкт» are one word), kept in step by triggers.
  // unicode61 with diacritics kept: removing them would fold «й» into «и».
  await sql`CREATE VIRTUAL TABLE projectsFts USING fts5(
    projectName, projectPurpose, beneficiar,
    tokenize = 'unicode61 remove_diacritics 0'
  )`.execute(db);
  const norm = (col: string) =>
    `replace(replace(replace(replace(replace(coalesce(${col}, ''), 'ʼ', ''), '''', ''), '’', ''), '‘', ''), '\`', '')`;
  const values = (p: string) =>
    `${p}.rowid, ${norm(`${p}."projectName"`)}, ${norm(`${p}."projectPurpose"`)}, ${norm(`${p}."beneficiar"`)}`;
  await createProjectCopyTriggers(
    db,
    'fts',
    'projectsFts',
    `INSERT INTO projectsFts(rowid, projectName, projectPurpose, beneficiar) VALUES (${values('new')});`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['projectsFts', ...initialTables]) {
    await sql.raw(`DROP TABLE IF EXISTS "${table}"`).execute(db);
  }
}
