import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The hunspell uk_UA dictionary of the npm package dictionary-uk (GPL-3.0, from the LibreOffice
// Ukrainian dictionary project), read where npm installed it; its files are never copied here.

const PACKAGE = 'dictionary-uk';

/** The folder of the installed package (its index.js sits beside index.aff and index.dic). */
export function dictionaryFolder(): string {
  return path.dirname(createRequire(import.meta.url).resolve(PACKAGE));
}

/** The package's version: a new dictionary means a new search index. */
export function dictionaryVersion(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dictionaryFolder(), 'package.json'), 'utf8'),
  ) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

export function readAffixFile(): string {
  return fs.readFileSync(path.join(dictionaryFolder(), 'index.aff'), 'utf8');
}

/**
 * Every entry of the .dic file as stem → flags, the stem in the form `wordsOf` gives (lower
 * case, ' as apostrophe), homonyms merged into one stem with all their flags.
 */
export function readDictionaryEntries(): Map<string, string> {
  const text = fs.readFileSync(path.join(dictionaryFolder(), 'index.dic'), 'utf8');
  const stems = new Map<string, string>();
  let start = text.indexOf('\n') + 1; // the first line is the entry count
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (!line) continue;
    const slash = line.indexOf('/');
    const stem = (slash < 0 ? line : line.slice(0, slash)).toLocaleLowerCase('uk');
    const flags = slash < 0 ? '' : line.slice(slash + 1);
    const known = stems.get(stem);
    stems.set(stem, known === undefined ? flags : known + flags);
  }
  return stems;
}
