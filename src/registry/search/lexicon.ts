import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { settings } from '../../config/environment';
import { parseSuffixRules } from '../../text/affixRules';
import {
  dictionaryFolder,
  dictionaryVersion,
  readAffixFile,
  readDictionaryEntries,
} from './dictionary';
import { createLemmatiser, type Lemmatiser } from '../../text/lemmatiser';
import { withPlaceSpellings } from '../../text/placeLemmas';
import { pluralFlags } from '../../text/pluralFlags';

// The dictionary's 320 000 stems, looked up by index in a SQLite file of their own instead of
// held in every process's memory (a Map of them costs ~80 MB of heap and ~0.7 s to load; the
// file costs a few MB of page cache shared by all workers). Built once per dictionary version,
// on both registry dialects alike, beside the installed package (node_modules/.cache) or, where
// that cannot be written, in the temp folder; LEXICON_DIR overrides both.

/** Bump when the file's layout or the stem form changes: a new file is built. */
const LEXICON_FORMAT = 1;

function candidateFolders(): string[] {
  const configured = settings().lexiconDir;
  if (configured) return [path.resolve(configured)];
  return [
    path.join(dictionaryFolder(), '..', '.cache', 'ifi-lexicon'),
    path.join(os.tmpdir(), 'ifi-lexicon'),
  ];
}

const fileName = () => `uk_UA-${dictionaryVersion()}-f${LEXICON_FORMAT}.sqlite`;

function build(file: string): void {
  // Written under a name of this process and thread and renamed when complete: processes (and
  // threads: the unit tests run in several) that start together each build or find a whole
  // file, never a half-written one, nor one another's.
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new SQLite(partial);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec('CREATE TABLE stems (stem TEXT PRIMARY KEY, flags TEXT NOT NULL) WITHOUT ROWID');
    const insert = db.prepare('INSERT INTO stems (stem, flags) VALUES (?, ?)');
    db.transaction(() => {
      for (const [stem, flags] of readDictionaryEntries()) insert.run(stem, flags);
    })();
    db.close();
    fs.renameSync(partial, file);
  } catch (error) {
    if (db.open) db.close();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** The lexicon file, built when missing; the path of an existing one otherwise. */
export function ensureLexicon(): string {
  let lastError: unknown;
  for (const folder of candidateFolders()) {
    const file = path.join(folder, fileName());
    if (fs.existsSync(file)) return file;
    try {
      fs.mkdirSync(folder, { recursive: true });
      build(file);
      return file;
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `search: cannot build the Ukrainian lexicon: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
  );
}

let shared: Lemmatiser | undefined;

/**
 * This process's lemmatiser over the lexicon file (opened read-only once), reading places'
 * Russian and Latin spellings as the Ukrainian places (src/text/placeLemmas.ts).
 */
export function lemmatiser(): Lemmatiser {
  if (shared) return shared;
  const db = new SQLite(ensureLexicon(), { readonly: true, fileMustExist: true });
  const lookup = db.prepare<[string], { flags: string }>('SELECT flags FROM stems WHERE stem = ?');
  shared = withPlaceSpellings(
    createLemmatiser(
      parseSuffixRules(readAffixFile()),
      (stem) => lookup.get(stem)?.flags,
      undefined,
      pluralFlags,
    ),
  );
  return shared;
}
