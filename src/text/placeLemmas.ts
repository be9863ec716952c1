import type { Lemmatiser } from './lemmatiser';
import { russianForms, russianLatin, ukrainianAdjectiveForms, ukrainianLatin } from './placeForms';
import { placeSpellingRows } from './placeSpellings';

// A lemmatiser that also reads a place's Russian and Latin spellings as the Ukrainian place
// («Харькове», «Kharkov» → харків). It wraps the dictionary's lemmatiser, so the index (what a
// project's text becomes), the query (what a visitor's word becomes) and the marking of found
// words all read them alike, on both databases and on every face of search.

/** A spelling and the Ukrainian word it stands for. */
interface Spelling {
  ukrainian: string;
  /** Written in the table (a nominative): kept even when the dictionary knows the spelling. */
  listed: boolean;
  /** The Ukrainian word is its own lemma (unknown to the dictionary, never inflected). */
  fixed: boolean;
}

export interface PlaceSpellingEntry {
  ukrainian: string;
  fixed: boolean;
  russian: { form: string; exact: boolean }[];
  latin: string[];
}

const words = (field: string | undefined) => (field ?? '').trim().split(/\s+/u).filter(Boolean);

/** The table's rows, parsed (tests read them too). */
export function placeSpellingEntries(): PlaceSpellingEntry[] {
  return placeSpellingRows.map((row) => {
    const [uk, ru, latin] = row.split('|');
    const ukrainian = words(uk)[0] ?? '';
    return {
      ukrainian: ukrainian.replace(/^=/u, ''),
      fixed: ukrainian.startsWith('='),
      russian: words(ru).map((w) => ({ form: w.replace(/^=/u, ''), exact: w.startsWith('=') })),
      latin: words(latin),
    };
  });
}

/** Every spelling → the Ukrainian words it stands for (a spelling may stand for several). */
export function placeSpellingMap(): Map<string, Spelling[]> {
  const map = new Map<string, Spelling[]>();
  const add = (spelling: string, entry: PlaceSpellingEntry, listed: boolean) => {
    const list = map.get(spelling) ?? [];
    const known = list.find((s) => s.ukrainian === entry.ukrainian);
    if (known) known.listed ||= listed;
    else list.push({ ukrainian: entry.ukrainian, listed, fixed: entry.fixed });
    map.set(spelling, list);
  };
  for (const entry of placeSpellingEntries()) {
    if (entry.fixed) add(entry.ukrainian, entry, true);
    add(ukrainianLatin(entry.ukrainian), entry, true);
    for (const form of ukrainianAdjectiveForms(entry.ukrainian))
      add(ukrainianLatin(form), entry, false);
    for (const latin of entry.latin) add(latin, entry, true);
    for (const { form, exact } of entry.russian) {
      add(form, entry, true);
      add(russianLatin(form), entry, true);
      if (!exact) for (const made of russianForms(form)) add(made, entry, false);
    }
  }
  // A Ukrainian word stands for itself through the dictionary already.
  for (const [spelling, list] of map) {
    const others = list.filter((s) => s.fixed || s.ukrainian !== spelling);
    if (others.length) map.set(spelling, others);
    else map.delete(spelling);
  }
  return map;
}

/** `lemmatiser`, reading the places' other spellings as the Ukrainian places too. */
export function withPlaceSpellings(lemmatiser: Lemmatiser): Lemmatiser {
  let spellings: Map<string, Spelling[]> | undefined;
  return {
    lemmas(word) {
      const own = lemmatiser.lemmas(word);
      spellings ??= placeSpellingMap();
      const places = spellings.get(word.replaceAll('ё', 'е'));
      if (!places) return own;
      const lemmas = new Set(own);
      for (const place of places) {
        // A made form the dictionary knows is a Ukrainian word: its own lemmas decide.
        if (!place.listed && own.length) continue;
        if (place.fixed) lemmas.add(place.ukrainian);
        else for (const lemma of lemmatiser.lemmas(place.ukrainian)) lemmas.add(lemma);
      }
      return lemmas.size === own.length ? own : Object.freeze([...lemmas]);
    },
  };
}

/** A short fingerprint of the table: a new table means a new search index. */
export function placeSpellingsVersion(): string {
  let hash = 0;
  for (const ch of placeSpellingRows.join('\n')) hash = (hash * 31 + ch.codePointAt(0)!) | 0;
  return (hash >>> 0).toString(36);
}
