import type { Lemmatiser } from './lemmatiser';
import { wordsOf } from './normalise';
import { wordMatchesTerm, type SearchTerm } from './searchTerms';

// Where a text holds the words of a query, for marking them (<mark>) in a short excerpt. The
// words are found in the text as written (with its own apostrophes, stress marks and case) and
// compared in the form `wordsOf` gives, so what is marked is what the search matched.

/** A word as written: letters, digits, marks, stress marks and soft hyphens, apostrophes inside. */
const RAW_WORD = /[\p{L}\p{M}\p{N}\u00AD]+(?:[ʼ'’‘`][\p{L}\p{M}\p{N}\u00AD]+)*/gu;

/** A run of the text, marked when it is a word of the query. */
export interface TextPart {
  text: string;
  marked: boolean;
}

function matchesAny(raw: string, terms: readonly SearchTerm[], lemmatiser: Lemmatiser): boolean {
  return wordsOf(raw).some((word) => terms.some((t) => wordMatchesTerm(word, t, lemmatiser)));
}

/** The text split into runs, the words of the query marked. */
export function markedParts(
  text: string,
  terms: readonly SearchTerm[],
  lemmatiser: Lemmatiser,
): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  if (terms.length) {
    for (const match of text.matchAll(RAW_WORD)) {
      if (!matchesAny(match[0], terms, lemmatiser)) continue;
      if (match.index > last) parts.push({ text: text.slice(last, match.index), marked: false });
      parts.push({ text: match[0], marked: true });
      last = match.index + match[0].length;
    }
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}

/**
 * About `length` characters of the text around its first word of the query (the text's start
 * when none), cut at spaces, with an ellipsis where it was cut, and its words of the query marked.
 */
export function excerpt(
  text: string,
  terms: readonly SearchTerm[],
  lemmatiser: Lemmatiser,
  length = 220,
): TextPart[] {
  if (text.length <= length) return markedParts(text, terms, lemmatiser);
  let first = 0;
  if (terms.length) {
    for (const match of text.matchAll(RAW_WORD)) {
      if (matchesAny(match[0], terms, lemmatiser)) {
        first = match.index;
        break;
      }
    }
  }
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const parts = markedParts(text.slice(start, end), terms, lemmatiser);
  if (start > 0) parts.unshift({ text: '… ', marked: false });
  if (end < text.length) parts.push({ text: ' …', marked: false });
  return parts;
}

/** Plain text of registry HTML (tags dropped, the few entities it uses read), one line. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
