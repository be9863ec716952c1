import type { EventTypesTable } from '../registry/database/dbTypes';
import type { GlossaryRow, NewsRow, RegulatoryRow } from '../registry/sync/registryReplace';
import {
  glossaryListItemSchema,
  glossaryRow,
  newsRow,
  readGlossaryCode,
  referenceEntry,
  regulatoryRow,
} from './contentRecords';
import { readOrSkip, RecordError, SyncError, type Skipped } from './errors';
import { readPages } from './paging';
import { inParallel } from './projectPipeline';
import { envelopeSchema } from './projectRecord';
import { createReferenceBook } from './referenceBook';
import type { UpstreamClient } from './upstreamClient';
import { functionResult, readDate, readText } from './values';

// The calls of the contract other than the projects: reference lists, INFO, news, the glossary
// and the regulatory documents. A malformed answer to a whole call fails the sync; a malformed
// item is skipped and reported.

const MAX_SMALL_LIST = 100_000;

/** The id to report for a raw item, read from its `field` (it may not have one). */
const idIn = (raw: unknown, field: string) =>
  String((raw as Record<string, unknown> | null)?.[field] ?? '?');

/** The `references` list a registry function answers (GOLOSARY, LAWS); no list fails the sync. */
async function functionReferences(client: UpstreamClient, name: string): Promise<unknown[]> {
  const answer = await client.postJson(`/api/functions/${name}`);
  const references = functionResult(answer.body, 'references');
  if (!Array.isArray(references) || references.length > MAX_SMALL_LIST) {
    throw new SyncError(`POST /api/functions/${name}: no references list`);
  }
  return references;
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

export async function readReferences(client: UpstreamClient) {
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

export async function readLastUpdate(client: UpstreamClient): Promise<string | null> {
  const answer = await client.postJson('/api/functions/INFO');
  try {
    return readDate(functionResult(answer.body, 'lastUpdate'), 'lastUpdate');
  } catch {
    throw new SyncError('POST /api/functions/INFO: unreadable lastUpdate');
  }
}

export async function readNews(client: UpstreamClient, size: number, skip: (s: Skipped) => void) {
  const rows = new Map<string, NewsRow>();
  const path = (p: number) => `/api/xm-entities?typeKey=NEWS&page=${p}&size=${size}&sort=key,desc`;
  for await (const items of readPages(client, path, size)) {
    for (const item of items) {
      await readOrSkip(skip, 'news', idIn(item, 'key'), () => {
        const envelope = envelopeSchema.safeParse(item);
        if (!envelope.success) throw new RecordError('not an envelope');
        const row = newsRow(envelope.data);
        if (rows.has(row.key)) throw new RecordError('duplicate key');
        rows.set(row.key, row);
      });
    }
    if (rows.size > MAX_SMALL_LIST) throw new SyncError('news: more than 100 000 items');
  }
  return [...rows.values()];
}

export async function readGlossary(
  client: UpstreamClient,
  concurrency: number,
  skip: (s: Skipped) => void,
) {
  const codes = new Set<string>();
  for (const raw of await functionReferences(client, 'GOLOSARY')) {
    await readOrSkip(skip, 'glossary', idIn(raw, 'code'), () => {
      const item = glossaryListItemSchema.safeParse(raw);
      if (!item.success) throw new RecordError('not {code, label}');
      codes.add(readGlossaryCode(item.data.code));
    });
  }
  const rows: GlossaryRow[] = [];
  await inParallel([...codes], concurrency, async (code) => {
    const word = await client.getJson(`/api/xm-entities/${encodeURIComponent(code)}`);
    await readOrSkip(skip, 'glossary', code, () => {
      const envelope = envelopeSchema.safeParse(word.body);
      if (!envelope.success) throw new RecordError('not an envelope');
      rows.push(glossaryRow(code, envelope.data));
    });
  });
  // Links to terms that did not make it would lead nowhere.
  const known = new Set(rows.map((r) => r.code));
  for (const row of rows) {
    const linked = (JSON.parse(row.linkedArticles) as string[]).filter((c) => known.has(c));
    row.linkedArticles = JSON.stringify(linked);
  }
  return rows;
}

export async function readRegulatory(client: UpstreamClient, skip: (s: Skipped) => void) {
  const rows: RegulatoryRow[] = [];
  for (const raw of await functionReferences(client, 'LAWS')) {
    await readOrSkip(skip, 'law', idIn(raw, 'id'), () => {
      rows.push(regulatoryRow(raw));
    });
  }
  return rows;
}
