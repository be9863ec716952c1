import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Registry } from '../registry/db';
import type { EventTypesTable } from '../registry/dbTypes';
import {
  replaceRegistryData,
  type DocumentRow,
  type GlossaryRow,
  type NewsRow,
  type RegulatoryRow,
} from '../registry/registryReplace';
import {
  recordSyncStatus,
  releaseSyncLease,
  renewSyncLease,
  takeSyncLease,
  type Lease,
  type SyncStatus,
} from '../registry/syncState';
import { limitSyncConnectionMemory } from '../registry/syncConnection';
import type { SyncConfig } from './config';
import {
  glossaryListItemSchema,
  glossaryRow,
  newsRow,
  readGlossaryCode,
  referenceEntry,
  regulatoryRow,
} from './contentRecords';
import { RecordError, SyncError } from './errors';
import { envelopeSchema } from './projectRecord';
import { readPages, readProjectPages } from './paging';
import { inParallel, stageProjects, type Skipped, type StagedDocument } from './projectPipeline';
import { silentProgress, type Progress } from './progress';
import { createReferenceBook } from './referenceBook';
import { createStaging } from './staging';
import { createUpstreamClient, type UpstreamClient } from './upstreamClient';
import { functionResult, readDate, readText } from './values';

// One full sync (contract "What a sync guarantees"): take the lease, read and validate every
// call into the staging folder, then replace the registry's data in one transaction. Any failed
// call ends the sync with one line and leaves the served data exactly as it was.

const LEASE_TTL_MS = 10 * 60_000;
const REPORTED_SKIPS = 5;
const MAX_SMALL_LIST = 100_000;

export interface SyncSummary {
  projects: number;
  skipped: number;
  /** The first few skipped records: kind, id and why. */
  skippedExamples: Skipped[];
  projectStats: number;
  projectDocuments: number;
  news: number;
  glossaryWords: number;
  regulatoryDocuments: number;
  lastUpdate: string | null;
}

export interface SyncOptions {
  progress?: Progress;
  /** Tests: called after everything is staged, just before the transaction. */
  beforeCommit?: () => Promise<void>;
}

async function referenceList(
  client: UpstreamClient,
  path: string,
  nameField: string,
  paged: boolean,
): Promise<{ id: number; name: string; raw: Record<string, unknown> }[]> {
  const out = new Map<number, { id: number; name: string; raw: Record<string, unknown> }>();
  const add = (items: unknown[], call: string) => {
    for (const raw of items) {
      try {
        const entry = referenceEntry(raw, nameField);
        out.set(entry.id, { ...entry, raw: raw as Record<string, unknown> });
      } catch (error) {
        if (error instanceof RecordError) throw new SyncError(`GET ${call}: ${error.message}`);
        throw error;
      }
      if (out.size > MAX_SMALL_LIST) throw new SyncError(`GET ${call}: list too long`);
    }
  };
  if (!paged) {
    const answer = await client.getJson(path);
    if (!Array.isArray(answer.body)) throw new SyncError(`GET ${path}: answer is not a list`);
    add(answer.body, path);
  } else {
    for await (const items of readPages(client, (p) => `${path}?page=${p}&size=50`, 50)) {
      add(items, path);
    }
  }
  return [...out.values()];
}

async function readReferences(client: UpstreamClient) {
  const fields = await referenceList(client, '/api/public/project-fields', 'fieldNameUkr', false);
  const states = await referenceList(client, '/api/public/project-states', 'name', false);
  const executors = await referenceList(client, '/api/public/responsible-executors', 'name', true);
  const creditors = await referenceList(client, '/api/public/creditors', 'name', true);
  const events = await referenceList(client, '/api/public/project-event-types', 'name', false);
  const eventTypes: EventTypesTable[] = [];
  const keys = new Set<string>();
  for (const e of events) {
    const key = readText(e.raw.key, 'key', 200) ?? `EVENT-${e.id}`;
    if (keys.has(key)) continue;
    keys.add(key);
    eventTypes.push({ id: e.id, key, name: e.name });
  }
  const refs = createReferenceBook({
    fields,
    states,
    executors,
    creditors: creditors.map((c) => ({
      ...c,
      shortName: readText(c.raw.shortName, 'shortName', 500) ?? c.name,
    })),
  });
  return { refs, eventTypes };
}

async function readLastUpdate(client: UpstreamClient): Promise<string | null> {
  const answer = await client.postJson('/api/functions/INFO');
  try {
    return readDate(functionResult(answer.body, 'lastUpdate'), 'lastUpdate');
  } catch {
    throw new SyncError('POST /api/functions/INFO: unreadable lastUpdate');
  }
}

async function readNews(client: UpstreamClient, size: number, skip: (s: Skipped) => void) {
  const rows = new Map<string, NewsRow>();
  const path = (p: number) => `/api/xm-entities?typeKey=NEWS&page=${p}&size=${size}&sort=key,desc`;
  for await (const items of readPages(client, path, size)) {
    for (const item of items) {
      try {
        const envelope = envelopeSchema.safeParse(item);
        if (!envelope.success) throw new RecordError('not an envelope');
        const row = newsRow(envelope.data);
        if (rows.has(row.key)) throw new RecordError('duplicate key');
        rows.set(row.key, row);
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        skip({
          kind: 'news',
          id: String((item as { key?: unknown })?.key ?? '?'),
          reason: error.message,
        });
      }
    }
    if (rows.size > MAX_SMALL_LIST) throw new SyncError('news: more than 100 000 items');
  }
  return [...rows.values()];
}

async function readGlossary(
  client: UpstreamClient,
  concurrency: number,
  skip: (s: Skipped) => void,
) {
  const answer = await client.postJson('/api/functions/GOLOSARY');
  const references = functionResult(answer.body, 'references');
  if (!Array.isArray(references) || references.length > MAX_SMALL_LIST) {
    throw new SyncError('POST /api/functions/GOLOSARY: no references list');
  }
  const codes = new Set<string>();
  for (const raw of references) {
    try {
      const item = glossaryListItemSchema.safeParse(raw);
      if (!item.success) throw new RecordError('not {code, label}');
      codes.add(readGlossaryCode(item.data.code));
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      skip({
        kind: 'glossary',
        id: String((raw as { code?: unknown })?.code ?? '?'),
        reason: error.message,
      });
    }
  }
  const rows: GlossaryRow[] = [];
  await inParallel([...codes], concurrency, async (code) => {
    const word = await client.getJson(`/api/xm-entities/${encodeURIComponent(code)}`);
    try {
      const envelope = envelopeSchema.safeParse(word.body);
      if (!envelope.success) throw new RecordError('not an envelope');
      rows.push(glossaryRow(code, envelope.data));
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      skip({ kind: 'glossary', id: code, reason: error.message });
    }
  });
  // Links to terms that did not make it would lead nowhere.
  const known = new Set(rows.map((r) => r.code));
  for (const row of rows) {
    const linked = (JSON.parse(row.linkedArticles) as string[]).filter((c) => known.has(c));
    row.linkedArticles = JSON.stringify(linked);
  }
  return rows;
}

async function readRegulatory(client: UpstreamClient, skip: (s: Skipped) => void) {
  const answer = await client.postJson('/api/functions/LAWS');
  const references = functionResult(answer.body, 'references');
  if (!Array.isArray(references) || references.length > MAX_SMALL_LIST) {
    throw new SyncError('POST /api/functions/LAWS: no references list');
  }
  const rows: RegulatoryRow[] = [];
  for (const raw of references) {
    try {
      rows.push(regulatoryRow(raw));
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      skip({
        kind: 'law',
        id: String((raw as { id?: unknown })?.id ?? '?'),
        reason: error.message,
      });
    }
  }
  return rows;
}

async function* documentRows(
  batches: AsyncIterable<StagedDocument[]>,
): AsyncGenerator<DocumentRow[]> {
  for await (const batch of batches) {
    // One file in memory at a time: documents may be large.
    for (const { file, ...meta } of batch) {
      yield [{ ...meta, content: await fs.promises.readFile(file) }];
    }
  }
}

/** Runs one sync; throws SyncError (one line) when it fails, after recording why. */
export async function runSync(
  db: Registry,
  config: SyncConfig,
  options: SyncOptions = {},
): Promise<SyncSummary> {
  const progress = options.progress ?? silentProgress;
  await limitSyncConnectionMemory(db);
  const lease = await takeSyncLease(db, randomUUID(), LEASE_TTL_MS);
  if (!lease) throw new SyncError('another sync is running (lease held)');
  const startedAt = new Date().toISOString();
  const status: SyncStatus = {
    startedAt,
    finishedAt: null,
    ok: null,
    projects: 0,
    skipped: 0,
    error: null,
  };
  await recordSyncStatus(db, status);
  const staging = createStaging(config.maxStagingBytes);
  try {
    const summary = await stageAndReplace(db, config, staging, lease, progress, options);
    await recordSyncStatus(db, {
      ...status,
      finishedAt: new Date().toISOString(),
      ok: true,
      projects: summary.projects,
      skipped: summary.skipped,
    });
    return summary;
  } catch (error) {
    const message =
      error instanceof SyncError
        ? error.message
        : `unexpected: ${String((error as Error)?.message ?? error).split('\n')[0]}`;
    await recordSyncStatus(db, {
      ...status,
      finishedAt: new Date().toISOString(),
      ok: false,
      error: message,
    });
    throw error instanceof SyncError ? error : new SyncError(message);
  } finally {
    progress.done();
    staging.remove();
    await releaseSyncLease(db, lease);
  }
}

async function stageAndReplace(
  db: Registry,
  config: SyncConfig,
  staging: ReturnType<typeof createStaging>,
  lease: Lease,
  progress: Progress,
  options: SyncOptions,
): Promise<SyncSummary> {
  const client = createUpstreamClient(config);
  const skipped: Skipped[] = [];
  let skippedCount = 0;
  const skip = (entry: Skipped) => {
    skippedCount++;
    if (skipped.length < REPORTED_SKIPS) skipped.push(entry);
  };
  const keepLease = async () => {
    if (!(await renewSyncLease(db, lease, LEASE_TTL_MS))) {
      throw new SyncError('lost the sync lease (another process took it)');
    }
  };

  progress.stage('reference lists');
  const { refs, eventTypes } = await readReferences(client);
  const lastUpdate = await readLastUpdate(client);

  progress.stage('projects');
  const files = {
    projects: staging.file<import('../registry/dbTypes').NewProjectRow>('projects'),
    stats: staging.file<import('../registry/registryReplace').StatRow>('stats'),
    documents: staging.file<StagedDocument>('documents'),
  };
  const { total, pages } = await readProjectPages(client, config.pageSize, config.resultWindow);
  progress.projects(0, total);
  let lastRenew = Date.now();
  await stageProjects(
    {
      client,
      refs,
      staging,
      files,
      concurrency: config.concurrency,
      now: new Date().toISOString(),
      seen: new Set(),
      skip,
    },
    pages,
    async (done) => {
      progress.projects(done, total);
      if (Date.now() - lastRenew > 30_000) {
        lastRenew = Date.now();
        await keepLease();
      }
    },
  );
  progress.done();

  progress.stage('news, glossary, regulatory documents');
  const news = await readNews(client, Math.min(config.pageSize, 100), skip);
  const glossaryWords = await readGlossary(client, config.concurrency, skip);
  const regulatoryDocuments = await readRegulatory(client, skip);
  await keepLease();
  await options.beforeCommit?.();

  progress.stage('writing the registry (one transaction)');
  const counts = await replaceRegistryData(db, {
    ...refs.lists(),
    eventTypes,
    projects: () => files.projects.batches(500),
    projectStats: () => files.stats.batches(2000),
    projectDocuments: () => documentRows(files.documents.batches(64)),
    news,
    glossaryWords,
    regulatoryDocuments,
    lastUpdate,
  });
  return {
    projects: counts.projects,
    skipped: skippedCount,
    skippedExamples: skipped,
    projectStats: counts.projectStats,
    projectDocuments: counts.projectDocuments,
    news: news.length,
    glossaryWords: glossaryWords.length,
    regulatoryDocuments: regulatoryDocuments.length,
    lastUpdate,
  };
}
