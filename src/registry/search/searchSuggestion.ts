import 'server-only';
import { closestWords, groupByLength, type Vocabulary } from '../../text/closestWords';
import { searchTerms } from '../../text/searchTerms';
import type { Registry } from '../database/db';
import { dialectOf } from '../dialect';
import { lemmatiser } from './lexicon';
import { perDataVersion } from '../database/perDataVersion';

// «Можливо, ви мали на увазі …»: when a search finds nothing, each of its words that finds
// nothing on its own is replaced by the nearest word the index holds, and the corrected text is
// offered only when the caller's own count says it finds something. The index's words are read
// once per data version (bounded), and at most a few corrections are counted.

/** The most words kept in memory per process for suggestions. */
const MAX_VOCABULARY = 200_000;
/** The most corrected searches counted per suggestion. */
const MAX_TRIES = 3;

function vocabulary(db: Registry): Promise<Vocabulary> {
  return perDataVersion(db, 'searchVocabulary', async () =>
    groupByLength(await dialectOf(db).searchVocabulary(db, MAX_VOCABULARY)),
  );
}

/**
 * A corrected text for `text`, or undefined. `count` counts the search the caller would run
 * with a text in place of `text` (all its other filters kept).
 */
export async function suggestCorrection(
  db: Registry,
  text: string,
  count: (text: string) => Promise<number>,
): Promise<string | undefined> {
  const terms = searchTerms(text, lemmatiser());
  if (!terms.length) return undefined;
  const dialect = dialectOf(db);
  const options: string[][] = [];
  let misspelt = false;
  for (const term of terms) {
    const alone = await dialect.fullTextCount(db, { all: [term], beneficiar: [] });
    if (alone > 0) {
      options.push([term.written]);
      continue;
    }
    const nearest = closestWords(term.word, await vocabulary(db), MAX_TRIES);
    if (!nearest.length) return undefined;
    options.push(nearest);
    misspelt = true;
  }
  if (!misspelt) return undefined;
  // The i-th try takes each word's i-th nearest (or its last): words with fewer candidates
  // repeat a try already counted, which is not counted again.
  const tried = new Set<string>();
  for (let i = 0; i < MAX_TRIES; i++) {
    const corrected = options.map((o) => o[Math.min(i, o.length - 1)]!).join(' ');
    if (tried.has(corrected)) continue;
    tried.add(corrected);
    if ((await count(corrected)) > 0) return capitalisedAs(text, corrected);
  }
  return undefined;
}

/** «Харкво» → «Харків», not «харків»: the suggestion starts as the visitor's text did. */
function capitalisedAs(text: string, corrected: string): string {
  const first = /\p{L}/u.exec(text)?.[0];
  if (!first || first === first.toLocaleLowerCase('uk')) return corrected;
  return corrected.charAt(0).toLocaleUpperCase('uk') + corrected.slice(1);
}
