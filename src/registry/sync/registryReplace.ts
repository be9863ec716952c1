import 'server-only';
import type { Transaction } from 'kysely';
import { startChangeRecorder, type RevisionSummary } from '../changes/changeHistory';
import { bumpDataVersion } from '../database/dataVersion';
import { dialectOf } from '../dialect';
import type { Registry } from '../database/db';
import type {
  CreditorsTable,
  Database,
  EventTypesTable,
  GlossaryWordsTable,
  NewProjectRow,
  NewsTable,
  ProjectDocumentsTable,
  ProjectStatsTable,
  RegulatoryDocumentsTable,
  ProjectFieldsTable,
  ProjectStatesTable,
  ResponsibleExecutorsTable,
} from '../database/dbTypes';
import { writePlacements } from '../places/projectPlacement';
import { setDataSource } from './syncState';

// Replaces everything the registry serves with a sync's data, in one transaction: readers keep
// the previous data until the commit (SQLite WAL, PostgreSQL MVCC), and a failure anywhere rolls
// it all back. Contact messages and the registry's bookkeeping keys are left alone. The data
// arrives as async batches read back from the sync's staging area, so memory stays flat.

// Rows as written: the table's own row types, without the keys the database assigns.
export type StatRow = Omit<ProjectStatsTable, 'id'>;
export type DocumentRow = Omit<ProjectDocumentsTable, 'id'>;
export type NewsRow = Omit<NewsTable, 'id'>;
/** linkedArticles, references and images are JSON arrays, as stored. */
export type GlossaryRow = GlossaryWordsTable;
export type RegulatoryRow = Omit<RegulatoryDocumentsTable, 'id'>;

export interface ReplacementData {
  projectStates: ProjectStatesTable[];
  projectFields: ProjectFieldsTable[];
  creditors: CreditorsTable[];
  responsibleExecutors: ResponsibleExecutorsTable[];
  eventTypes: EventTypesTable[];
  projects: () => AsyncIterable<NewProjectRow[]>;
  projectStats: () => AsyncIterable<StatRow[]>;
  projectDocuments: () => AsyncIterable<DocumentRow[]>;
  news: NewsRow[];
  glossaryWords: GlossaryRow[];
  regulatoryDocuments: RegulatoryRow[];
  lastUpdate: string | null;
}

type Tx = Transaction<Database>;

// PostgreSQL allows 65 535 bound parameters per statement, SQLite 32 766: stay below both.
const MAX_PARAMETERS = 30_000;

async function insertChunked<T extends keyof Database>(
  trx: Tx,
  table: T,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += size) {
    // Rows are built from the table's own row types by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

async function clearServedData(trx: Tx): Promise<void> {
  // Children before parents (foreign keys); deleting projects runs the triggers that keep the
  // full-text index, the search keys and the statistics totals in step.
  for (const table of [
    'projectDocuments',
    'projectStats',
    'projects',
    'news',
    'glossaryWords',
    'regulatoryDocuments',
    'eventTypes',
    'responsibleExecutors',
    'creditors',
    'projectFields',
    'projectStates',
  ] as const) {
    await trx.deleteFrom(table).execute();
  }
}

export interface ReplacementCounts {
  projects: number;
  projectStats: number;
  projectDocuments: number;
  /** What this write changed in the projects (the change history); null: nothing, or baseline. */
  changes: RevisionSummary | null;
  /** Milliseconds the change history took inside the transaction (copy, compare, write). */
  historyMs: number;
}

/** Swaps the served data for `data` atomically, marks the source 'registry', bumps the version. */
export async function replaceRegistryData(
  db: Registry,
  data: ReplacementData,
): Promise<ReplacementCounts> {
  return db.transaction().execute(async (trx) => {
    const counts: ReplacementCounts = {
      projects: 0,
      projectStats: 0,
      projectDocuments: 0,
      changes: null,
      historyMs: 0,
    };
    // Compared with what it replaces, in this transaction: a failed sync records nothing.
    let started = performance.now();
    const history = await startChangeRecorder(trx);
    counts.historyMs = performance.now() - started;
    await clearServedData(trx);
    await insertChunked(trx, 'projectStates', data.projectStates);
    await insertChunked(trx, 'projectFields', data.projectFields);
    await insertChunked(trx, 'creditors', data.creditors);
    await insertChunked(trx, 'responsibleExecutors', data.responsibleExecutors);
    await insertChunked(trx, 'eventTypes', data.eventTypes);
    for await (const rows of data.projects()) {
      await insertChunked(trx, 'projects', rows);
      await writePlacements(trx, rows);
      counts.projects += rows.length;
    }
    // PostgreSQL's full-text index is written by the portal, in this same transaction.
    await dialectOf(trx).refreshSearchIndex(trx);
    for await (const rows of data.projectStats()) {
      await insertChunked(trx, 'projectStats', rows);
      counts.projectStats += rows.length;
    }
    for await (const rows of data.projectDocuments()) {
      // One document per statement: files may be large, and the parameter limit is no help.
      for (const row of rows) await trx.insertInto('projectDocuments').values(row).execute();
      counts.projectDocuments += rows.length;
    }
    await insertChunked(trx, 'news', data.news);
    await insertChunked(trx, 'glossaryWords', data.glossaryWords);
    await insertChunked(trx, 'regulatoryDocuments', data.regulatoryDocuments);
    started = performance.now();
    counts.changes = await history.finish({ recordedAt: new Date().toISOString(), source: 'sync' });
    counts.historyMs += performance.now() - started;
    // Totals of groups that no longer have projects (the demo creditors…) would linger as zeros.
    await trx.deleteFrom('statisticsTotals').where('projects', '=', 0).execute();
    if (data.lastUpdate) {
      await trx
        .insertInto('registryInfo')
        .values({ key: 'lastUpdate', value: data.lastUpdate })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: data.lastUpdate! }))
        .execute();
    } else {
      await trx.deleteFrom('registryInfo').where('key', '=', 'lastUpdate').execute();
    }
    await setDataSource(trx, 'registry');
    await bumpDataVersion(trx);
    return counts;
  });
}
