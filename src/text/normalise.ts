// Visitor text and registry text → the words that search compares, the same on both sides of
// the index. Pure: no dictionary, no database.

/** Every apostrophe a Ukrainian text may use; the dictionary writes U+0027. */
const APOSTROPHES = /[ʼ'’‘`]/gu;
/** The stress mark and the soft hyphen say nothing about the word. */
const INVISIBLE = /[\u0301\u00AD]/gu;
/** A word: letters, digits and marks, with apostrophes only between them. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /[A-Za-zÏï]/u;

// Latin letters that look Cyrillic, as pasted text mixes them into Cyrillic words (шкiл).
const LOOK_ALIKES: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  k: 'к',
  ï: 'ї',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  I: 'І',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
  Ï: 'Ї',
};

function cyrillicLetters(word: string): string {
  if (!LATIN.test(word) || !CYRILLIC.test(word)) return word;
  let out = '';
  for (const ch of word) out += LOOK_ALIKES[ch] ?? ch;
  return out;
}

/**
 * The words of a text in the form the dictionary is looked up in: NFC, Ukrainian lower case,
 * one apostrophe ('), no stress marks or soft hyphens, Latin look-alikes inside a Cyrillic word
 * read as Cyrillic. At most `limit` words.
 */
export function wordsOf(text: string, limit = Infinity): string[] {
  const cleaned = text.replace(INVISIBLE, '').normalize('NFC').replace(APOSTROPHES, "'");
  const words: string[] = [];
  for (const match of cleaned.matchAll(WORD)) {
    if (words.length >= limit) break;
    words.push(cyrillicLetters(match[0]).toLocaleLowerCase('uk'));
  }
  return words;
}

/**
 * A word as the index stores it: without apostrophes, so «обʼєкт», «об'єкт» and «обєкт» are one
 * word, and only letters and digits reach the full-text query parsers.
 */
export function indexToken(word: string): string {
  return word.replaceAll("'", '');
}
