import 'server-only';

// Visitor text → the words of a full-text search, the same for both dialects (the SQLite FTS5
// MATCH expression and the PostgreSQL tsquery are built from them in src/registry/dialect/).
// Apostrophes (ʼ ' ’ ‘ `) are removed exactly as the indexes remove them; every other
// non-letter, non-digit character only separates words, so quotes, operators and FTS syntax
// never reach the parser. Each word matches by prefix, all words required.

const APOSTROPHES = /[ʼ'’‘`]/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 12;

export function normaliseForSearch(text: string): string {
  return text.normalize('NFC').replace(APOSTROPHES, '').toLocaleLowerCase('uk');
}

export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return (normaliseForSearch(text).match(WORD) ?? []).slice(0, MAX_WORDS);
}

/** `all`: words to find in name, purpose or beneficiary; `beneficiar`: in the beneficiary only. */
export interface FullTextQuery {
  all: string[];
  beneficiar: string[];
}

/** The words of a search; undefined when there is nothing to match. */
export function fullTextQuery(text: {
  all?: string | undefined;
  beneficiar?: string | undefined;
}): FullTextQuery | undefined {
  const query = { all: searchWords(text.all), beneficiar: searchWords(text.beneficiar) };
  return query.all.length || query.beneficiar.length ? query : undefined;
}
