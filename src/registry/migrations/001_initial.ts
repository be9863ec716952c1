import { type Kysely, sql } from 'kysely';

// Column names are the spec's field names (camelCase); Kysely quotes identifiers, so the same
// schema works on PostgreSQL. Amounts are UAH (REAL), dates ISO 'YYYY-MM-DD' (TEXT).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projectStates')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('projectFields')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fieldNameUkr', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('creditors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shortName', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('responsibleExecutors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('eventTypes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

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

  for (const column of [
    'projectStateId',
    'projectFieldId',
    'creditorId',
    'responsibleExecutorId',
    'creditDateBegin',
    'projectSum',
    'projectName',
    'agreementEffective',
  ]) {
    await db.schema.createIndex(`projects_${column}_idx`).on('projects').column(column).execute();
  }

  await db.schema
    .createTable('projectDocuments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('projectId', 'text', (c) =>
      c.notNull().references('projects.projectId').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'blob', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('projectDocuments_projectId_idx')
    .on('projectDocuments')
    .column('projectId')
    .execute();

  // Cost dynamics: one row per period ('2021', '2022', …) and project.
  await db.schema
    .createTable('projectStats')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('projectId', 'text', (c) =>
      c.notNull().references('projects.projectId').onDelete('cascade'),
    )
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('usedAmount', 'real', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('projectStats_projectId_idx')
    .on('projectStats')
    .columns(['projectId', 'period'])
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('newsDate', 'text', (c) => c.notNull())
    .addColumn('newsTitle', 'text', (c) => c.notNull())
    .addColumn('newsText', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_newsDate_idx').on('news').column('newsDate').execute();

  // linkedArticles, references and images are JSON arrays (TEXT).
  await db.schema
    .createTable('glossaryWords')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('article', 'text', (c) => c.notNull())
    .addColumn('linkedArticles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('references', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('regulatoryDocuments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contactMessages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('clientKey', 'text', (c) => c.notNull())
    // 'pending' → 'sent'; 'skipped' for honeypot hits (kept, never delivered).
    .addColumn('deliveryStatus', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text')
    .addColumn('deliveredAt', 'text')
    .addColumn('lastError', 'text')
    .execute();
  await db.schema
    .createIndex('contactMessages_delivery_idx')
    .on('contactMessages')
    .columns(['deliveryStatus', 'nextAttemptAt'])
    .execute();
  await db.schema
    .createIndex('contactMessages_client_idx')
    .on('contactMessages')
    .columns(['clientKey', 'createdAt'])
    .execute();

  await db.schema
    .createTable('registryInfo')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

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
  await sql
    .raw(
      `CREATE TRIGGER projects_fts_ai AFTER INSERT ON projects BEGIN
        INSERT INTO projectsFts(rowid, projectName, projectPurpose, beneficiar) VALUES (${values('new')});
      END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER projects_fts_ad AFTER DELETE ON projects BEGIN
        DELETE FROM projectsFts WHERE rowid = old.rowid;
      END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER projects_fts_au AFTER UPDATE ON projects BEGIN
        DELETE FROM projectsFts WHERE rowid = old.rowid;
        INSERT INTO projectsFts(rowid, projectName, projectPurpose, beneficiar) VALUES (${values('new')});
      END`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'projectsFts',
    'registryInfo',
    'contactMessages',
    'regulatoryDocuments',
    'glossaryWords',
    'news',
    'projectStats',
    'projectDocuments',
    'projects',
    'eventTypes',
    'responsibleExecutors',
    'creditors',
    'projectFields',
    'projectStates',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS "${table}"`).execute(db);
  }
}
