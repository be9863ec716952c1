import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Registry } from '../registry/database/db';
import type { NewProjectRow } from '../registry/database/dbTypes';
import {
  replaceRegistryData,
  type DocumentRow,
  type ReplacementCounts,
  type StatRow,
} from '../registry/sync/registryReplace';
import {
  recordSyncStatus,
  releaseSyncLease,
  renewSyncLease,
  takeSyncLease,
  type Lease,
  type SyncStatus,
} from '../registry/sync/syncState';
import { limitSyncConnectionMemory } from '../registry/sync/syncConnection';
import type { SyncConfig } from '../config/registryService';
import { SyncError, type Skipped } from './errors';
import { readProjectPages } from './paging';
import { stageProjects, type StagedDocument } from './projectPipeline';
import { silentProgress, type Progress } from './progress';
import {
  readGlossary,
  readLastUpdate,
  readNews,
  readReferences,
  readRegulatory,
} from './registryCalls';
import { createStaging } from './staging';
import { createUpstreamClient } from './upstreamClient';

// One full sync (contract "What a sync guarantees"): take the lease, read and validate every
// call into the staging folder, then replace the registry's data in one transaction. Any failed
// call ends the sync with one line and leaves the served data exactly as it was.

const LEASE_TTL_MS = 10 * 60_000;
const REPORTED_SKIPS = 5;

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
  /** Projects added, changed and removed since the last sync; null: none, or the baseline. */
  changes: ReplacementCounts['changes'];
  /** Of the write, the milliseconds the change history took. */
  historyMs: number;
}

export interface SyncOptions {
  progress?: Progress;
  /** Tests: called after everything is staged, just before the transaction. */
  beforeCommit?: () => Promise<void>;
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
    projects: staging.file<NewProjectRow>('projects'),
    stats: staging.file<StatRow>('stats'),
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
    changes: counts.changes,
    historyMs: counts.historyMs,
  };
}
