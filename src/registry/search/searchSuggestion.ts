import 'server-only';
import {
  closestWords,
  editDistance,
  groupByLength,
  type Vocabulary,
} from '../../text/closestWords';
import { knownWordsOneSlipAway, type EditBudget } from '../../text/oneEdit';
import { searchTerms, type SearchTerm } from '../../text/searchTerms';
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
/** Dictionary lookups per suggestion for words one slip away (src/text/oneEdit.ts). */
const SLIP_LOOKUPS = 300;
/** What one count of the index costs of that budget. */
const SEARCH_COST = 10;

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
  const finds = async (term: SearchTerm) =>
    (await dialect.fullTextCount(db, { all: [term], beneficiar: [] })) > 0;
  const budget: EditBudget = { left: SLIP_LOOKUPS };
  const options: string[][] = [];
  let misspelt = false;
  for (const term of terms) {
    if (await finds(term)) {
      options.push([term.written]);
      continue;
    }
    const nearest = closestWords(term.word, await vocabulary(db), MAX_TRIES);
    // No form of the index one edit away: a word of the dictionary one slip away may be
    // (Хааркові → Харкові, whose lemma the index holds). It comes after the index's nearest
    // word, so a suggestion made before stays first (Харкво → Харків). A word the dictionary
    // knows is spelt right, and is never corrected to another word of it.
    const slips =
      term.lemmas.length || (nearest[0] && editDistance(term.word, nearest[0], 1) <= 1)
        ? []
        : await foundSlips(term.written, budget, finds);
    const candidates = [
      ...new Set([...nearest.slice(0, MAX_TRIES - 1), ...slips, ...nearest]),
    ].slice(0, MAX_TRIES);
    if (!candidates.length) return undefined;
    options.push(candidates);
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

/** Words of the dictionary one slip away from `word` whose search alone finds something. */
async function foundSlips(
  word: string,
  budget: EditBudget,
  finds: (term: SearchTerm) => Promise<boolean>,
): Promise<string[]> {
  const lexicon = lemmatiser();
  const known = knownWordsOneSlipAway(word, (w) => lexicon.lemmas(w).length > 0, budget, 6);
  const found: string[] = [];
  for (const candidate of known) {
    // A count costs more than a lookup: it is charged as ten.
    if (budget.left < SEARCH_COST || found.length >= MAX_TRIES) break;
    budget.left -= SEARCH_COST;
    const [term] = searchTerms(candidate, lexicon);
    if (term && (await finds(term))) found.push(candidate);
  }
  return found;
}

/** «Харкво» → «Харків», not «харків»: the suggestion starts as the visitor's text did. */
function capitalisedAs(text: string, corrected: string): string {
  const first = /\p{L}/u.exec(text)?.[0];
  if (!first || first === first.toLocaleLowerCase('uk')) return corrected;
  return corrected.charAt(0).toLocaleUpperCase('uk') + corrected.slice(1);
}
