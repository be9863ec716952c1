import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { createIndex } from './indexes';

// The tables of 001_initial that are alike on both dialects, written once with Kysely's schema
// builder. Only the column types differ: SQLite's INTEGER PRIMARY KEY assigns keys itself
// (PostgreSQL needs an identity column), PostgreSQL's `real` is 4-byte (amounts are double
// precision there), and files are `bytea`. The projects table and the full-text index stay in
// each dialect's migration: their columns and order differ.

export interface DialectTypes {
  /** The integer primary key that assigns new ids. */
  key: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  amount: 'real' | 'double precision';
  file: 'blob' | 'bytea';
}

export const sqliteTypes: DialectTypes = {
  key: (c) => c.primaryKey(),
  amount: 'real',
  file: 'blob',
};

export const postgresTypes: DialectTypes = {
  key: (c) => c.primaryKey().generatedByDefaultAsIdentity(),
  amount: 'double precision',
  file: 'bytea',
};

/** What the registry filters and groups projects by: the reference keys and the signing date. */
export const projectGroupingColumns = [
  'projectStateId',
  'projectFieldId',
  'creditorId',
  'responsibleExecutorId',
  'creditDateBegin',
];

/** Indexes of projects (named `projects_<column>_idx`). */
const projectIndexColumns = [
  ...projectGroupingColumns,
  'projectSum',
  'projectName',
  'agreementEffective',
];

/** Every table of 001_initial, children first: the order `down` drops them in. */
export const initialTables = [
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
];

/** The reference lists the projects table points at. */
export async function createReferenceTables(db: Kysely<unknown>, t: DialectTypes): Promise<void> {
  await db.schema
    .createTable('projectStates')
    .addColumn('id', 'integer', t.key)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('projectFields')
    .addColumn('id', 'integer', t.key)
    .addColumn('fieldNameUkr', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('creditors')
    .addColumn('id', 'integer', t.key)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shortName', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('responsibleExecutors')
    .addColumn('id', 'integer', t.key)
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('eventTypes')
    .addColumn('id', 'integer', t.key)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
}

export async function createProjectIndexes(db: Kysely<unknown>): Promise<void> {
  for (const column of projectIndexColumns) {
    await createIndex(db, 'projects', column, [column]);
  }
}

/** Everything after the projects table: its documents and stats, news, glossary, laws, mail. */
export async function createContentTables(db: Kysely<unknown>, t: DialectTypes): Promise<void> {
  const projectKey = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('projects.projectId').onDelete('cascade');
  await db.schema
    .createTable('projectDocuments')
    .addColumn('id', 'integer', t.key)
    .addColumn('projectId', 'text', projectKey)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', t.file, (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'projectDocuments', 'projectId', ['projectId']);

  // Cost dynamics: one row per period ('2021', '2022', …) and project.
  await db.schema
    .createTable('projectStats')
    .addColumn('id', 'integer', t.key)
    .addColumn('projectId', 'text', projectKey)
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('amount', t.amount, (c) => c.notNull())
    .addColumn('usedAmount', t.amount, (c) => c.notNull())
    .execute();
  await createIndex(db, 'projectStats', 'projectId', ['projectId', 'period']);

  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', t.key)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('newsDate', 'text', (c) => c.notNull())
    .addColumn('newsTitle', 'text', (c) => c.notNull())
    .addColumn('newsText', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'news', 'newsDate', ['newsDate']);

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
    .addColumn('id', 'integer', t.key)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contactMessages')
    .addColumn('id', 'integer', t.key)
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
  await createIndex(db, 'contactMessages', 'delivery', ['deliveryStatus', 'nextAttemptAt']);
  await createIndex(db, 'contactMessages', 'client', ['clientKey', 'createdAt']);

  await db.schema
    .createTable('registryInfo')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
