import 'server-only';
import { NEWS_PAGE_SIZE } from '../../lib/limits';
import { glossaryTermPath, paths } from '../../lib/routes';
import { plainText } from '../../text/highlight';
import type { Lemmatiser } from '../../text/lemmatiser';
import { indexToken, wordsOf } from '../../text/normalise';
import type { Registry } from '../database/db';
import { listFaq } from '../content/faq';
import { log } from '../../config/log';

// The texts the portal-wide search looks through besides projects (glossary terms, FAQ answers,
// news, regulatory documents), each read once per data version with its words and their lemmas
// (registry/search/portalSearch.ts keeps them with perDataVersion). Bounded: at most MAX_PER_KIND
// items of a kind (news newest first) and MAX_TEXT characters of each text.

export const portalKinds = ['glossary', 'faq', 'news', 'documents'] as const;
export type PortalKind = (typeof portalKinds)[number];

const MAX_PER_KIND = 2_000;
const MAX_TEXT = 6_000;

/** One text the search can find, with what it is matched on. */
export interface PortalText {
  kind: PortalKind;
  title: string;
  /** The body as one line of plain text (the excerpt is cut from it). */
  body: string;
  href: string;
  /** A line under the title (a date, a document's number). */
  meta?: string;
  /** The words of title and body as the index stores them (prefix matches). */
  tokens: readonly string[];
  /** Their lemmas (exact matches). */
  lemmas: ReadonlySet<string>;
  /** The lemmas and tokens of the title alone: texts whose title holds the query come first. */
  titleWords: { tokens: readonly string[]; lemmas: ReadonlySet<string> };
}

type Raw = Pick<PortalText, 'kind' | 'title' | 'body' | 'href' | 'meta'>;

function analysed(text: string, lemmatiser: Lemmatiser) {
  const tokens = new Set<string>();
  const lemmas = new Set<string>();
  for (const word of wordsOf(text)) {
    tokens.add(indexToken(word));
    for (const lemma of lemmatiser.lemmas(word)) lemmas.add(indexToken(lemma));
  }
  return { tokens: [...tokens], lemmas };
}

function indexed(raw: Raw, lemmatiser: Lemmatiser): PortalText {
  const body = raw.body.slice(0, MAX_TEXT);
  return {
    ...raw,
    body,
    ...analysed(`${raw.title} ${body}`, lemmatiser),
    titleWords: analysed(raw.title, lemmatiser),
  };
}

const formatDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

async function glossaryTexts(db: Registry): Promise<Raw[]> {
  const rows = await db
    .selectFrom('glossaryWords')
    .select(['code', 'name', 'article'])
    .orderBy('name')
    .limit(MAX_PER_KIND)
    .execute();
  return rows.map((r) => ({
    kind: 'glossary',
    title: r.name,
    body: plainText(r.article),
    href: glossaryTermPath(r.code),
  }));
}

async function faqTexts(): Promise<Raw[]> {
  // The FAQ is static files; when they cannot be read the other kinds are still searched.
  const items = await listFaq().catch((error: unknown) => {
    log.error({ err: error }, 'portal search: FAQ unavailable');
    return [];
  });
  return items.slice(0, MAX_PER_KIND).map((item) => ({
    kind: 'faq',
    title: item.question,
    body: plainText(item.answer),
    href: `${paths.faq}#${item.id}`,
  }));
}

async function newsTexts(db: Registry): Promise<Raw[]> {
  // The news page's order, so each item's page number is its place in this list.
  const rows = await db
    .selectFrom('news')
    .select(['key', 'newsDate', 'newsTitle', 'newsText'])
    .orderBy('newsDate', 'desc')
    .orderBy('key', 'desc')
    .limit(MAX_PER_KIND)
    .execute();
  return rows.map((r, i) => {
    const page = Math.floor(i / NEWS_PAGE_SIZE) + 1;
    return {
      kind: 'news',
      title: r.newsTitle,
      body: plainText(r.newsText),
      href: `${page === 1 ? paths.news : `${paths.news}?page=${page}`}#news-${encodeURIComponent(r.key)}`,
      meta: formatDay(r.newsDate),
    };
  });
}

async function documentTexts(db: Registry): Promise<Raw[]> {
  const rows = await db
    .selectFrom('regulatoryDocuments')
    .select(['id', 'kind', 'title', 'number', 'date', 'issuer'])
    .orderBy('date', 'desc')
    .orderBy('id')
    .limit(MAX_PER_KIND)
    .execute();
  return rows.map((r) => ({
    kind: 'documents',
    title: r.title,
    body: `${r.kind} № ${r.number} від ${formatDay(r.date)} · ${r.issuer}`,
    href: `${paths.docs}#doc-${r.id}`,
  }));
}

/** Every text of every kind, in each kind's own order, analysed. */
export async function readPortalTexts(db: Registry, lemmatiser: Lemmatiser): Promise<PortalText[]> {
  const kinds = await Promise.all([
    glossaryTexts(db),
    faqTexts(),
    newsTexts(db),
    documentTexts(db),
  ]);
  return kinds.flat().map((raw) => indexed(raw, lemmatiser));
}
