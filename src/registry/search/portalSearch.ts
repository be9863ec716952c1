import 'server-only';
import { defaultSort } from '../../lib/projectQuery';
import { excerpt, markedParts, type TextPart } from '../../text/highlight';
import type { Lemmatiser } from '../../text/lemmatiser';
import { wordsOf } from '../../text/normalise';
import { MAX_QUERY_WORDS, searchTerms, type SearchTerm } from '../../text/searchTerms';
import type { Registry } from '../database/db';
import { lemmatiser } from './lexicon';
import { perDataVersion } from '../database/perDataVersion';
import { readPortalTexts, portalKinds, type PortalKind, type PortalText } from './portalTexts';
import { searchProjects } from '../projects/projects';
import type { ProjectListItem } from '../schemas';
import { suggestCorrection } from './searchSuggestion';

export type { TextPart };

// One search across the portal (/search): the first projects of the registry search with their
// total (the list's own text filter, so «усі N проєктів» opens the same result), then glossary
// terms, FAQ answers, news and regulatory documents matched with the same terms (every form of
// a known word, a prefix of an unknown one; all words required). Each hit carries its title and
// a short excerpt split into runs, the query's words marked.

/** Hits shown per kind; the total says how many there are. */
export const HITS_PER_KIND = 10;
/** Projects shown; the rest are one link away, on the list. */
export const PROJECTS_SHOWN = 5;

export interface PortalHit {
  title: TextPart[];
  excerpt: TextPart[];
  href: string;
  meta?: string;
}

export interface PortalGroup {
  kind: PortalKind;
  total: number;
  hits: PortalHit[];
}

export interface ProjectHit {
  projectId: string;
  title: TextPart[];
  excerpt: TextPart[];
  meta: string;
}

export interface PortalSearchResult {
  /** The query's words as searched; empty when it holds none (only punctuation). */
  terms: SearchTerm[];
  /** The query had more than MAX_QUERY_WORDS words: only the first were searched. */
  wordsCut: boolean;
  projects: { total: number; hits: ProjectHit[] };
  /** Every kind, in portalKinds' order, found or not. */
  groups: PortalGroup[];
  /** Everything found, projects included. */
  total: number;
  /** When nothing is found: a corrected query that finds something («Можливо, ви мали на увазі …»). */
  suggestion?: string;
}

function holdsTerm(
  words: { tokens: readonly string[]; lemmas: ReadonlySet<string> },
  term: SearchTerm,
): boolean {
  return term.lemmas.length
    ? term.lemmas.some((lemma) => words.lemmas.has(lemma))
    : words.tokens.some((token) => token.startsWith(term.word));
}

function textGroup(
  kind: PortalKind,
  texts: readonly PortalText[],
  terms: readonly SearchTerm[],
  lexicon: Lemmatiser,
): PortalGroup {
  const found = texts.filter((t) => t.kind === kind && terms.every((term) => holdsTerm(t, term)));
  // Texts whose title holds every word first; otherwise each kind's own order (news newest first).
  const inTitle = (t: PortalText) => terms.every((term) => holdsTerm(t.titleWords, term));
  const ordered = [...found.filter(inTitle), ...found.filter((t) => !inTitle(t))];
  return {
    kind,
    total: found.length,
    hits: ordered.slice(0, HITS_PER_KIND).map((t) => ({
      title: markedParts(t.title, terms, lexicon),
      excerpt: excerpt(t.body, terms, lexicon),
      href: t.href,
      ...(t.meta ? { meta: t.meta } : {}),
    })),
  };
}

function projectHit(row: ProjectListItem, terms: readonly SearchTerm[], lexicon: Lemmatiser) {
  // The excerpt comes from where the words were found: the purpose, else the beneficiary.
  const purpose = row.projectPurpose ?? '';
  const beneficiary = row.beneficiar ?? '';
  const inPurpose = markedParts(purpose, terms, lexicon).some((p) => p.marked);
  const source = inPurpose || !beneficiary ? purpose : `Бенефіціар: ${beneficiary}`;
  return {
    projectId: row.projectId,
    title: markedParts(row.projectName ?? row.projectId, terms, lexicon),
    excerpt: excerpt(source, terms, lexicon, 180),
    meta: [row.creditorName, row.projectStateName].filter(Boolean).join(' · '),
  };
}

/** The texts (not projects) analysed once per data version: one entry per registry handle. */
const portalTexts = (db: Registry) =>
  perDataVersion(db, 'portalSearchTexts', () => readPortalTexts(db, lemmatiser()));

/** Searches the whole portal for `q` (already validated: trimmed, at most 200 characters). */
export async function portalSearch(db: Registry, q: string): Promise<PortalSearchResult> {
  const result = await searchEverything(db, q);
  if (result.total > 0 || !result.terms.length) return result;
  const suggestion = await suggestCorrection(
    db,
    q,
    async (corrected) => (await searchEverything(db, corrected)).total,
  );
  return suggestion ? { ...result, suggestion } : result;
}

async function searchEverything(db: Registry, q: string): Promise<PortalSearchResult> {
  const lexicon = lemmatiser();
  const terms = searchTerms(q, lexicon);
  const wordsCut = wordsOf(q, MAX_QUERY_WORDS + 1).length > MAX_QUERY_WORDS;
  if (!terms.length) {
    const groups = portalKinds.map((kind) => ({ kind, total: 0, hits: [] }));
    return { terms, wordsCut, projects: { total: 0, hits: [] }, groups, total: 0 };
  }
  const [projects, texts] = await Promise.all([
    // The whole portal's suggestion is made below (portalSearch), not the list's own.
    searchProjects(
      db,
      { filters: { projectName: q }, page: 1, pageSize: PROJECTS_SHOWN, sort: defaultSort },
      { suggest: false },
    ),
    portalTexts(db),
  ]);
  const groups = portalKinds.map((kind) => textGroup(kind, texts, terms, lexicon));
  return {
    terms,
    wordsCut,
    projects: {
      total: projects.total,
      hits: projects.rows.map((row) => projectHit(row, terms, lexicon)),
    },
    groups,
    total: projects.total + groups.reduce((n, g) => n + g.total, 0),
  };
}
