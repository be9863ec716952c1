import type { Lemmatiser } from './lemmatiser';
import { indexToken, wordsOf } from './normalise';

// What the index stores of a text, and what a query asks of it. A word the dictionary knows
// is stored and asked as its lemmas (every form finds every other, and nothing else); every
// word is also stored as written, for the words the dictionary does not know (a fragment
// still being typed, an abbreviation, a code such as IBRD/2026), which match by prefix.

/** One word of a query: `lemmas` to match exactly, or, when empty, `word` as a prefix. */
export interface SearchTerm {
  /** As the visitor wrote it, normalised (lower case, ' as apostrophe). */
  written: string;
  /** As the index stores it. */
  word: string;
  lemmas: readonly string[];
}

/** A visitor's query has at most this many words; the rest are ignored. */
export const MAX_QUERY_WORDS = 12;
/** No word is longer; a longer one is cut and matched as a prefix (index lexemes are bounded). */
const MAX_WORD_LENGTH = 64;
const token = (word: string) => indexToken(word).slice(0, MAX_WORD_LENGTH);

export function searchTerms(text: string, lemmatiser: Lemmatiser): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  for (const word of wordsOf(text, MAX_QUERY_WORDS)) {
    const cut = token(word);
    if (seen.has(cut)) continue;
    seen.add(cut);
    terms.push({
      written: word,
      word: cut,
      lemmas: [...new Set(lemmatiser.lemmas(word).map(indexToken))],
    });
  }
  return terms;
}

/** The text's lemmas, each once, space-separated (the index's lemma column). */
export function lemmaText(text: string | null | undefined, lemmatiser: Lemmatiser): string {
  if (!text) return '';
  const lemmas = new Set<string>();
  for (const word of wordsOf(text)) {
    for (const lemma of lemmatiser.lemmas(word)) lemmas.add(indexToken(lemma));
  }
  return [...lemmas].join(' ');
}

/** The text's words as written, space-separated (the index's word column). */
export function wordText(text: string | null | undefined): string {
  return text ? wordsOf(text).map(token).join(' ') : '';
}

/** True when a word (from `wordsOf`) is the term: one of its lemmas, or starts with its word. */
export function wordMatchesTerm(word: string, term: SearchTerm, lemmatiser: Lemmatiser): boolean {
  if (!term.lemmas.length) return indexToken(word).startsWith(term.word);
  return lemmatiser.lemmas(word).some((lemma) => term.lemmas.includes(indexToken(lemma)));
}

/** True when the text holds every term. */
export function textMatches(
  text: string,
  terms: readonly SearchTerm[],
  lemmatiser: Lemmatiser,
): boolean {
  if (!terms.length) return false;
  const words = wordsOf(text);
  return terms.every((term) => words.some((word) => wordMatchesTerm(word, term, lemmatiser)));
}
