import sanitize from 'sanitize-html';
import { z } from 'zod';
import { MIN_GLOSSARY_CODE_LENGTH } from '../lib/limits';
import type { GlossaryRow, NewsRow, RegulatoryRow } from '../registry/sync/registryReplace';
import { sanitiseRegistryHtml } from '../registry/content/sanitiseHtml';
import { RecordError } from './errors';
import type { Envelope } from './projectRecord';
import { readDate, readId, readText, readUrl } from './values';

// News, glossary words, regulatory acts and reference-list entries from the registry → rows.
// HTML is sanitised here too, so what is stored is already safe.

export function newsRow(envelope: Envelope): NewsRow {
  const data = envelope.data;
  const newsTitle = readText(data.newsTitle, 'newsTitle', 2000);
  if (!newsTitle) throw new RecordError('no newsTitle');
  const newsDate = readDate(data.newsDate, 'newsDate');
  if (!newsDate) throw new RecordError('no newsDate');
  const key =
    readText(envelope.key, 'key', 200) ??
    (envelope.id !== undefined ? `NEWS-${String(envelope.id).slice(0, 50)}` : null);
  if (!key) throw new RecordError('no key');
  const text = readText(data.newsText, 'newsText', 1_000_000) ?? '';
  return { key, newsDate, newsTitle, newsText: sanitiseRegistryHtml(text) };
}

/** Glossary articles are plain text with blank lines between paragraphs. */
function articleText(html: string): string {
  const withBreaks = html.replace(/<\/p\s*>|<br\s*\/?>/gi, '\n\n');
  const text = sanitize(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const glossaryCode = z
  .string()
  .trim()
  .min(MIN_GLOSSARY_CODE_LENGTH)
  .max(100)
  .regex(/^[^/\\?#%\s]+$/);

export const glossaryListItemSchema = z.object({ code: z.string(), label: z.string().optional() });

export function readGlossaryCode(value: unknown): string {
  const parsed = glossaryCode.safeParse(value);
  if (!parsed.success)
    throw new RecordError(`glossary code «${String(value).slice(0, 40)}»: invalid`);
  return parsed.data;
}

const linkedSchema = z
  .array(z.union([z.string(), z.object({ code: z.string() }).loose()]))
  .max(500);
const referenceSchema = z
  .array(z.object({ title: z.unknown(), url: z.unknown() }).loose())
  .max(500);
const imageSchema = z.array(z.object({ src: z.unknown(), alt: z.unknown() }).loose()).max(100);

function list<T>(schema: z.ZodType<T[]>, value: unknown, field: string): T[] {
  if (value === undefined || value === null) return [];
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RecordError(`${field}: malformed list`);
  return parsed.data;
}

export function glossaryRow(code: string, envelope: Envelope): GlossaryRow {
  const data = envelope.data;
  const name = readText(envelope.name, 'name', 500) ?? readText(data.name, 'name', 500);
  if (!name) throw new RecordError('no name');
  const article = articleText(readText(data.article, 'article', 1_000_000) ?? '');
  const linked = list(linkedSchema, data.linkedArticles, 'linkedArticles').map((l) =>
    typeof l === 'string' ? l : l.code,
  );
  const references = list(referenceSchema, data.references, 'references').map((r) => ({
    title: readText(r.title, 'references.title', 1000) ?? '',
    url: readUrl(r.url, 'references.url') ?? '',
  }));
  const images = list(imageSchema, data.images, 'images').map((i) => ({
    src: readUrl(i.src, 'images.src') ?? '',
    alt: readText(i.alt, 'images.alt', 1000) ?? '',
  }));
  return {
    code,
    name,
    article,
    linkedArticles: JSON.stringify(linked),
    references: JSON.stringify(references.filter((r) => r.url)),
    images: JSON.stringify(images.filter((i) => i.src)),
  };
}

export function regulatoryRow(raw: unknown): RegulatoryRow {
  if (!raw || typeof raw !== 'object') throw new RecordError('not an object');
  const r = raw as Record<string, unknown>;
  const title = readText(r.title, 'title', 2000);
  if (!title) throw new RecordError('no title');
  return {
    kind: readText(r.kind, 'kind', 200) ?? '',
    title,
    number: readText(r.number, 'number', 200) ?? '',
    date: readDate(r.date, 'date') ?? '',
    issuer: readText(r.issuer, 'issuer', 500) ?? '',
    url: readUrl(r.url, 'url') ?? '',
  };
}

/** {id, <nameField>} of a reference list; a list with an unusable entry fails its call. */
export function referenceEntry(raw: unknown, nameField: string): { id: number; name: string } {
  if (!raw || typeof raw !== 'object') throw new RecordError('not an object');
  const r = raw as Record<string, unknown>;
  const id = readId(r.id, 'id');
  const name = readText(r[nameField] ?? r.name, nameField, 1000);
  if (id === null || !name) throw new RecordError('no id or name');
  return { id, name };
}
