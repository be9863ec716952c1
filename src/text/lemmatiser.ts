import type { SuffixRules } from './affixRules';

// A word → its dictionary lemmas: the stems of the dictionary from which one of the affix rules
// makes the word (hunspell's own analysis, run backwards from the word's endings). A form can
// belong to several words (міст: «bridge», and «of cities» from місто): all are kept.

/** The flags of a stem in the dictionary (its lemma as listed), or undefined when it is not there. */
export type StemFlags = (stem: string) => string | undefined;

export interface Lemmatiser {
  /** The lemmas of a word from `wordsOf`; empty when the dictionary does not know it. */
  lemmas(word: string): readonly string[];
}

const NONE: readonly string[] = Object.freeze([]);
/** Longer words are not Ukrainian words; they are never looked up. */
const MAX_WORD = 40;

const hasAny = (flags: string, wanted: string | undefined) =>
  wanted !== undefined && [...wanted].some((flag) => flags.includes(flag));

/**
 * `plurals`: plural flag → singular flags (./pluralFlags.ts). A word found no other way is read
 * as a plural form of a noun listed with one of those singular flags and not the plural one.
 */
export function createLemmatiser(
  rules: SuffixRules,
  flagsOf: StemFlags,
  cacheSize = 20_000,
  plurals: ReadonlyMap<string, string> = new Map(),
): Lemmatiser {
  // Bounded: a crawler's queries must not grow it; the oldest entry goes first.
  const cache = new Map<string, readonly string[]>();

  function analyse(word: string): readonly string[] {
    const found = new Set<string>();
    const asPlural = new Set<string>();
    // Several rules often name the same stem: each is looked up once.
    const flagsByStem = new Map<string, string | undefined>();
    const flagsOfOnce = (stem: string) => {
      if (!flagsByStem.has(stem)) flagsByStem.set(stem, flagsOf(stem));
      return flagsByStem.get(stem);
    };
    if (flagsOfOnce(word) !== undefined) found.add(word);
    // Up to the whole word: some rules replace all of it (впитися → увіп'юся), the stem being
    // the rule's strip.
    const longest = Math.min(rules.longestEnding, word.length);
    for (let k = 0; k <= longest; k++) {
      const candidates = rules.byEnding.get(k === 0 ? '' : word.slice(-k));
      if (!candidates) continue;
      const base = word.slice(0, word.length - k);
      for (const rule of candidates) {
        const stem = base + rule.strip;
        if (found.has(stem) || (rule.condition && !rule.condition.test(stem))) continue;
        const flags = flagsOfOnce(stem);
        if (flags === undefined) continue;
        if (flags.includes(rule.flag)) found.add(stem);
        // Not a form with no ending of its own (genitive plural «вод» of «вода»): it reads as
        // the start of a word still being typed («тепл», «льв»), which must stay a prefix.
        else if (k > 0 && hasAny(flags, plurals.get(rule.flag))) asPlural.add(stem);
      }
    }
    // Only for a word that is no form at all: a known form never gains another lemma.
    const lemmas = found.size ? found : asPlural;
    return lemmas.size ? Object.freeze([...lemmas]) : NONE;
  }

  return {
    lemmas(word) {
      if (word.length > MAX_WORD || word.length === 0) return NONE;
      const hit = cache.get(word);
      if (hit) return hit;
      const lemmas = analyse(word);
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(word, lemmas);
      return lemmas;
    },
  };
}
