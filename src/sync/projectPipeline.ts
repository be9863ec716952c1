import fs from 'node:fs';
import type { NewProjectRow } from '../registry/database/dbTypes';
import type { StatRow } from '../registry/sync/registryReplace';
import { readOrSkip, RecordError, SyncError, type Skipped } from './errors';
import {
  envelopeProjectId,
  envelopeSchema,
  projectAttachments,
  projectRow,
  statRows,
  type Attachment,
  type Envelope,
} from './projectRecord';
import type { ReferenceBook } from './referenceBook';
import type { RecordFile, Staging } from './staging';
import type { UpstreamClient } from './upstreamClient';
import { functionResult } from './values';

// Each project of the search: its full record, its cost dynamics and its documents, read with a
// few requests in flight. A project is staged only when all of it is valid, so a skipped
// project leaves nothing behind.

export interface StagedDocument {
  projectId: string;
  title: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
  file: string;
}

export interface ProjectFiles {
  projects: RecordFile<NewProjectRow>;
  stats: RecordFile<StatRow>;
  documents: RecordFile<StagedDocument>;
}

export interface PipelineContext {
  client: UpstreamClient;
  refs: ReferenceBook;
  staging: Staging;
  files: ProjectFiles;
  concurrency: number;
  now: string;
  seen: Set<string>;
  skip: (entry: Skipped) => void;
}

/** The id to report for an envelope that may not even have a projectId. */
function reportId(item: unknown): string {
  const e = item as { key?: unknown; id?: unknown } | null;
  return String(e?.key ?? e?.id ?? '?').slice(0, 60);
}

function fileNameOf(attachment: Attachment): string {
  const last = new URL(attachment.contentUrl, 'http://x').pathname.split('/').pop() ?? '';
  let name = '';
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  // The portal serves it back under /api/public/files/{id}/{name}: keep the name path-safe.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  name = name.replace(/[/\\\u0000-\u001f]/g, '_').slice(0, 200);
  if (!name || name === '.' || name === '..') name = `document-${String(attachment.id ?? 'file')}`;
  return name;
}

async function stageDocuments(
  ctx: PipelineContext,
  projectId: string,
  attachments: Attachment[],
): Promise<StagedDocument[]> {
  const staged: StagedDocument[] = [];
  try {
    for (const attachment of attachments) {
      const file = ctx.staging.documentPath();
      const answer = await ctx.client.download(attachment.contentUrl, file);
      staged.push({
        projectId,
        title: (attachment.name ?? '').trim() || fileNameOf(attachment),
        fileName: fileNameOf(attachment),
        contentType: (attachment.valueContentType ?? answer.contentType).slice(0, 200),
        size: answer.size,
        createdAt: ctx.now,
        file,
      });
      ctx.staging.account(answer.size);
    }
  } catch (error) {
    for (const doc of staged) fs.rmSync(doc.file, { force: true });
    throw error;
  }
  return staged;
}

async function oneProject(ctx: PipelineContext, item: unknown): Promise<void> {
  await readOrSkip(ctx.skip, 'project', reportId(item), async () => {
    const hit = envelopeSchema.safeParse(item);
    if (!hit.success) throw new RecordError('search hit is not an envelope');
    const projectId = envelopeProjectId(hit.data);
    if (!projectId) throw new RecordError('no projectId');
    if (ctx.seen.has(projectId)) throw new RecordError('duplicate projectId');
    ctx.seen.add(projectId);

    const full = await ctx.client.getJson(
      `/api/xm-entities/PROJECT-${encodeURIComponent(projectId)}`,
    );
    const parsed = envelopeSchema.safeParse(full.body);
    if (!parsed.success) throw new RecordError('project record is not an envelope');
    const envelope: Envelope = { ...parsed.data, key: parsed.data.key ?? hit.data.key };
    const row = projectRow(envelope, ctx.refs, ctx.now);
    const attachments = projectAttachments(envelope);
    // The contract sends the id as a JSON number; ids that a number would change go as text.
    const idArgument = /^[1-9]\d{0,14}$/.test(projectId) ? Number(projectId) : projectId;
    const dynamics = await ctx.client.postJson('/api/functions/GET-BY-PROJECT', idArgument);
    const stats = statRows(projectId, functionResult(dynamics.body, 'items'));
    const documents = await stageDocuments(ctx, projectId, attachments);
    await ctx.files.projects.write({ ...row, projectId });
    for (const stat of stats) await ctx.files.stats.write(stat);
    for (const doc of documents) await ctx.files.documents.write(doc);
  });
}

/** Runs `work` over `items` with at most `limit` in flight; the first failure stops the rest. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed: unknown;
  const worker = async () => {
    while (failed === undefined && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed !== undefined) throw failed;
}

export async function stageProjects(
  ctx: PipelineContext,
  pages: AsyncIterable<unknown[]>,
  onPage: (done: number) => Promise<void>,
): Promise<void> {
  let done = 0;
  for await (const items of pages) {
    if (items.length > 10_000) throw new SyncError('search: a page of more than 10 000 hits');
    await inParallel(items, ctx.concurrency, (item) => oneProject(ctx, item));
    done += items.length;
    await onPage(done);
  }
}
