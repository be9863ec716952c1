import { type CreateTableBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import { createIndex } from './indexes';

// The change history of 004_changeHistory, alike on both dialects but for the amount type and
// SQLite's WITHOUT ROWID (composite text keys stored once, in key order, instead of a rowid
// table plus a copy of the key in its primary-key index).
//
// - registryRevisions: one row per sync (or demo revision) that changed something.
// - projectChanges: one row per project and revision: added, changed or removed, with the
//   project's search keys as they stood after that revision (a removed project's as they last
//   stood), so the registry filters select changes without the projects table. Narrow on
//   purpose (~60 bytes a row): filtered pages scan it. Only a removal keeps the project's name
//   (its last one): a project in the registry is named by its current name.
// - projectFieldChanges: one row per changed field, old and new value as JSON (number, string,
//   boolean; NULL for no value), typed by the field catalogue.

export interface ChangeTableTypes {
  amount: 'real' | 'double precision';
  withoutRowid: boolean;
  /** The revision id that the database assigns. */
  revisionKey: 'integer primary key' | 'identity';
  /**
   * The type of the text keys (projectId, field): PostgreSQL's `COLLATE "C"` compares bytes,
   * as SQLite does, so pages sort their ids several times faster than under a locale.
   */
  key: 'text' | RawBuilder<unknown>;
}

export const changeTables = ['projectFieldChanges', 'projectChanges', 'registryRevisions'];

export async function createChangeTables(db: Kysely<unknown>, t: ChangeTableTypes): Promise<void> {
  const compact = <T extends string, C extends string>(builder: CreateTableBuilder<T, C>) =>
    t.withoutRowid ? builder.modifyEnd(sql`WITHOUT ROWID`) : builder;

  await db.schema
    .createTable('registryRevisions')
    .addColumn('id', 'integer', (c) =>
      t.revisionKey === 'identity' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    // UTC ISO timestamp of the write, and its day in Kyiv (pages group and filter by it).
    .addColumn('recordedAt', 'text', (c) => c.notNull())
    .addColumn('recordedOn', 'text', (c) => c.notNull())
    // 'sync' (the registry service) or 'demo' (the generator's made-up past).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('projectsAdded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('projectsChanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('projectsRemoved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await compact(
    db.schema
      .createTable('projectChanges')
      .addColumn('revisionId', 'integer', (c) =>
        c.notNull().references('registryRevisions.id').onDelete('cascade'),
      )
      .addColumn('projectId', t.key, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('projectName', 'text')
      .addColumn('projectStateId', 'integer', (c) => c.notNull())
      .addColumn('projectFieldId', 'integer', (c) => c.notNull())
      .addColumn('creditorId', 'integer', (c) => c.notNull())
      .addColumn('responsibleExecutorId', 'integer')
      .addColumn('projectSum', t.amount)
      .addColumn('creditDateBegin', 'text')
      .addColumn('agreementEffective', 'text')
      .addPrimaryKeyConstraint('projectChanges_pk', ['revisionId', 'projectId']),
  ).execute();
  // A project's history, its feed and the 410 of a removed project's page.
  await createIndex(db, 'projectChanges', 'projectId', ['projectId', 'revisionId']);
  // The select filters of /changes, each with the page order, so a filtered page is read off an
  // index and its count from index entries only.
  for (const column of [
    'projectStateId',
    'projectFieldId',
    'creditorId',
    'responsibleExecutorId',
  ]) {
    await createIndex(db, 'projectChanges', column, [column, 'revisionId', 'projectId']);
  }
  // Year, quarter, months and the signing date select a range of it; the select filters ride
  // along, so a year with a state (or a creditor…) is counted from the index alone.
  await createIndex(db, 'projectChanges', 'creditDateBegin', [
    'creditDateBegin',
    'projectStateId',
    'projectFieldId',
    'creditorId',
    'responsibleExecutorId',
    'revisionId',
    'projectId',
  ]);

  await compact(
    db.schema
      .createTable('projectFieldChanges')
      .addColumn('revisionId', 'integer', (c) => c.notNull())
      .addColumn('projectId', t.key, (c) => c.notNull())
      .addColumn('field', t.key, (c) => c.notNull())
      .addColumn('oldValue', 'text')
      .addColumn('newValue', 'text')
      // Belongs to projectChanges (revisionId, projectId), with no foreign key: PostgreSQL
      // checks a key with a plan made once per connection, and made while the history was
      // empty it scans projectChanges for every row (writing 200 000 rows took 13 min instead
      // of 12 s). The writer adds both in one transaction; clearing deletes both.
      .addPrimaryKeyConstraint('projectFieldChanges_pk', ['revisionId', 'projectId', 'field']),
  ).execute();
  await createIndex(db, 'projectFieldChanges', 'projectId', ['projectId', 'revisionId']);
}

export async function dropChangeTables(db: Kysely<unknown>): Promise<void> {
  for (const table of changeTables) await db.schema.dropTable(table).ifExists().execute();
}
