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

/** `CREATE TABLE name` starting with the integer `id` that the database assigns. */
export const tableWithId = (db: Kysely<unknown>, t: DialectTypes, name: string) =>
  db.schema.createTable(name).addColumn('id', 'integer', t.key);

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
  await tableWithId(db, t, 'projectStates')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await tableWithId(db, t, 'projectFields')
    .addColumn('fieldNameUkr', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, t, 'creditors')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shortName', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, t, 'responsibleExecutors')
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, t, 'eventTypes')
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
  await tableWithId(db, t, 'projectDocuments')
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
  await tableWithId(db, t, 'projectStats')
    .addColumn('projectId', 'text', projectKey)
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('amount', t.amount, (c) => c.notNull())
    .addColumn('usedAmount', t.amount, (c) => c.notNull())
    .execute();
  await createIndex(db, 'projectStats', 'projectId', ['projectId', 'period']);

  await tableWithId(db, t, 'news')
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

  await tableWithId(db, t, 'regulatoryDocuments')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();

  await tableWithId(db, t, 'contactMessages')
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
