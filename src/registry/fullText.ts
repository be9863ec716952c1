import 'server-only';

// Visitor text → a safe FTS5 MATCH expression. Apostrophes (ʼ ' ’ ‘ `) are removed exactly as
// the index triggers remove them; every other non-letter, non-digit character only separates
// words, so quotes, operators and FTS syntax never reach the parser. Each word is a quoted
// prefix term ("слово"*), all words required.

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

function allWords(words: string[]): string {
  return words.map((w) => `"${w}"*`).join(' AND ');
}

/**
 * `all` searches name, purpose and beneficiary; `beneficiar` only the beneficiary column.
 * Returns undefined when there is nothing to match.
 */
export function ftsMatchExpression(text: {
  all?: string | undefined;
  beneficiar?: string | undefined;
}): string | undefined {
  const parts: string[] = [];
  const all = searchWords(text.all);
  if (all.length) parts.push(`(${allWords(all)})`);
  const beneficiar = searchWords(text.beneficiar);
  if (beneficiar.length) parts.push(`beneficiar : (${allWords(beneficiar)})`);
  return parts.length ? parts.join(' AND ') : undefined;
}
