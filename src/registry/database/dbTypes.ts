import type { Generated } from 'kysely';
import type { z } from 'zod';
import type { CatalogueField } from '../../lib/projectFieldCatalogue';

// Row shapes of the registry database, as Kysely sees them. Domain schemas (zod) live in
// ./schemas.ts; these are storage types only.
export interface ProjectStatesTable {
  id: number;
  name: string;
  sortOrder: number;
}
export interface ProjectFieldsTable {
  id: number;
  fieldNameUkr: string;
}
export interface CreditorsTable {
  id: number;
  name: string;
  shortName: string;
}
export interface ResponsibleExecutorsTable {
  id: number;
  name: string;
}
export interface EventTypesTable {
  id: number;
  key: string;
  name: string;
}

/** Columns of `projects`: the catalogue's stored fields; booleans are stored as 0/1. */
type ProjectColumns = {
  [F in Extract<CatalogueField, { storage: 'column' }> as F['name']]: StoredValue<
    z.infer<F['type']>
  >;
};
type StoredValue<T> = T extends boolean ? number : T;

export interface ProjectsTable extends ProjectColumns {
  id: Generated<number>;
}

export interface ProjectDocumentsTable {
  id: Generated<number>;
  projectId: string;
  title: string;
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer;
  createdAt: string;
}

export interface ProjectStatsTable {
  id: Generated<number>;
  projectId: string;
  period: string;
  amount: number;
  usedAmount: number;
}

export interface NewsTable {
  id: Generated<number>;
  key: string;
  newsDate: string;
  newsTitle: string;
  newsText: string;
}

export interface GlossaryWordsTable {
  code: string;
  name: string;
  article: string;
  linkedArticles: string;
  references: string;
  images: string;
}

export interface RegulatoryDocumentsTable {
  id: Generated<number>;
  kind: string;
  title: string;
  number: string;
  date: string;
  issuer: string;
  url: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  clientKey: string;
  deliveryStatus: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
}

export interface RegistryInfoTable {
  key: string;
  value: string;
}

/**
 * SQLite's full-text index (same rowid as `projects`), kept by triggers: the lemmas and the
 * words as written of name and purpose, and of the beneficiary (src/text/searchTerms.ts).
 */
export interface ProjectsFtsTable {
  rowid: number;
  lemmas: string;
  words: string;
  beneficiarLemmas: string;
  beneficiarWords: string;
}

/** PostgreSQL's full-text index: one weighted tsvector per project (dialect/postgresSearch.ts). */
export interface ProjectSearchTable {
  id: number;
  doc: string;
}

/** Every word as written that the index holds (spelling suggestions), renewed by its writers. */
export interface SearchVocabularyTable {
  word: string;
}

/** Narrow copy of the searchable columns of `projects` (same rowid), kept by triggers. */
export interface ProjectSearchKeysTable {
  projectStateId: number;
  projectFieldId: number;
  creditorId: number;
  responsibleExecutorId: number | null;
  projectSum: number | null;
  creditDateBegin: string | null;
  agreementEffective: string | null;
}

/**
 * Running totals of the statistics groupings (migration 003), kept by triggers on projects.
 * groupKey: the reference id, or the signing year for 'period'; 0 = none (no executor, no date).
 * Amounts in whole kopiykas, so additions and subtractions stay exact.
 */
export interface StatisticsTotalsTable {
  grouping: 'field' | 'creditor' | 'executor' | 'period';
  stateId: number;
  groupKey: number;
  projects: number;
  amountKop: number;
  creditKop: number;
  usedKop: number;
}

/** A client's requests of one limit class in one minute (migration 005). */
export interface RateLimitWindowsTable {
  limitClass: string;
  clientKey: string;
  /** Start of the minute, ms since the epoch (bigint: PostgreSQL returns it as text). */
  windowStart: number | string;
  requests: number;
}

/** One expensive request in flight; expired slots count no more (migration 005). */
export interface RateLimitSlotsTable {
  id: Generated<number>;
  limitClass: string;
  clientKey: string;
  expiresAt: number | string;
}

/** One sync (or demo revision) that changed something (migration 004). */
export interface RegistryRevisionsTable {
  id: Generated<number>;
  /** UTC ISO timestamp of the write. */
  recordedAt: string;
  /** Its day in Kyiv, YYYY-MM-DD. */
  recordedOn: string;
  source: 'sync' | 'demo';
  projectsAdded: number;
  projectsChanged: number;
  projectsRemoved: number;
}

/** A project's change in one revision, with its search keys as they then stood. */
export interface ProjectChangesTable extends ProjectSearchKeysTable {
  revisionId: number;
  projectId: string;
  kind: 'added' | 'changed' | 'removed';
  /** A removed project's last name; null otherwise (the registry has the current one). */
  projectName: string | null;
}

/** One changed field: old and new value as JSON text, NULL for no value. */
export interface ProjectFieldChangesTable {
  revisionId: number;
  projectId: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** A project's region: its storage key, ISO 3166-2 code and how it was found. */
export interface ProjectRegionsTable {
  projectKey: number;
  region: string;
  evidence: string;
}

export interface Database {
  projectStates: ProjectStatesTable;
  projectFields: ProjectFieldsTable;
  creditors: CreditorsTable;
  responsibleExecutors: ResponsibleExecutorsTable;
  eventTypes: EventTypesTable;
  projects: ProjectsTable;
  projectDocuments: ProjectDocumentsTable;
  projectStats: ProjectStatsTable;
  news: NewsTable;
  glossaryWords: GlossaryWordsTable;
  regulatoryDocuments: RegulatoryDocumentsTable;
  contactMessages: ContactMessagesTable;
  registryInfo: RegistryInfoTable;
  projectsFts: ProjectsFtsTable;
  projectSearch: ProjectSearchTable;
  searchVocabulary: SearchVocabularyTable;
  projectSearchKeys: ProjectSearchKeysTable;
  statisticsTotals: StatisticsTotalsTable;
  rateLimitWindows: RateLimitWindowsTable;
  rateLimitSlots: RateLimitSlotsTable;
  registryRevisions: RegistryRevisionsTable;
  projectChanges: ProjectChangesTable;
  projectFieldChanges: ProjectFieldChangesTable;
  projectRegions: ProjectRegionsTable;
}

/** A project row as written (the integer key is assigned by the database). */
export type NewProjectRow = Omit<ProjectsTable, 'id'>;
