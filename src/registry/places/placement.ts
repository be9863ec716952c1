import { regionCodes, type RegionCode } from '../../lib/regions';
import { gazetteerCities, gazetteerUnits } from './gazetteer';

// A project's text → the regions it names, each with the words that name it. Only
// what the text says: a project that names no place is nationwide or not placed, never guessed.
// Precision before recall; how ambiguous names are decided is said in gazetteer.ts and
// docs/places.md. Pure: no database, no dictionary at run time (the gazetteer holds the forms).

/** The project fields read, in the order their evidence is preferred. */
export const placementFields = [
  'projectName',
  'beneficiar',
  'projectPurpose',
  'initiator',
] as const;
export type PlacementField = (typeof placementFields)[number];
export type PlacementText = Partial<Record<PlacementField, string | null | undefined>>;

/** How the page introduces the words that named the region. */
const fieldNotes: Record<PlacementField, string> = {
  projectName: 'за назвою проєкту',
  beneficiar: 'за бенефіціаром',
  projectPurpose: 'за метою проєкту',
  initiator: 'за ініціатором проєкту',
};

export interface Placement {
  region: RegionCode;
  /** Ukrainian, for the page: «за назвою проєкту: «м. Харкова»». */
  evidence: string;
}

interface NameEntry {
  regions: RegionCode[];
  /**
   * 'always': counts only after «м.» (Дніпро, Суми). 'adjective': the form is also an adjective
   * (Луцька, Бердянська), so it counts after «м.», or where no lower-case word follows it
   * («водоканал Луцька», «Лисичанська і Сєвєродонецька», not «Бердянська енергетична компанія»).
   */
  marker: 'always' | 'adjective' | false;
}
interface AdjectiveEntry {
  oblast?: RegionCode;
  city?: RegionCode;
}

const APOSTROPHES = /[ʼ'’‘`]/gu;
const TOKEN = /[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*/gu;
// Ukrainian has no casing rules of its own: plain toLowerCase is the same, and much faster.
const lower = (word: string) => word.replace(APOSTROPHES, "'").toLowerCase();

/** Words before a name that say it is a city: «м. Дніпро», «міста Рівного». */
const cityMarkers = new Set(['м', 'мм', 'місто', 'міста', 'місту', 'містом', 'місті']);
/** What makes an adjective name its oblast: «… область», «… обл.», «… обласна рада», ОДА. */
const isOblastMarker = (word: string) =>
  word.startsWith('облас') || ['обл', 'ода', 'ова', 'одпа'].includes(word);
/** What makes an adjective name its city: «… міська рада», «… міської територіальної громади». */
const isCityMarker = (word: string) => word.startsWith('міськ') || word === 'мва';
const conjunctions = new Set(['та', 'і', 'й', 'и', 'або']);
const MAX_NAME_WORDS = 3;

interface Index {
  names: Map<string, NameEntry>;
  /** The first word of every name. */
  firstWords: Set<string>;
  adjectives: Map<string, AdjectiveEntry>;
}

/** Adds a key, or marks it ambiguous (null) when it already names another region. */
function addOnce<T>(map: Map<string, T | null>, key: string, value: T, same: (a: T) => boolean) {
  const found = map.get(key);
  if (found === undefined) map.set(key, value);
  else if (found !== null && !same(found)) map.set(key, null);
}

const adjectiveEndings = [
  'а',
  'ої',
  'ій',
  'у',
  'ою',
  'ий',
  'ого',
  'ому',
  'им',
  'ім',
  'е',
  'і',
  'их',
  'ими',
];

function buildIndex(): Index {
  const adjectives = new Map<string, AdjectiveEntry | null>();
  const addAdjective = (stem: string, role: 'oblast' | 'city', region: RegionCode) => {
    for (const ending of adjectiveEndings) {
      const key = lower(`${stem}${ending}`);
      const entry = adjectives.get(key);
      if (entry === null) continue;
      if (!entry) adjectives.set(key, { [role]: region });
      else if (entry[role] === undefined) entry[role] = region;
      else if (entry[role] !== region) adjectives.set(key, null); // two cities, one adjective
    }
  };
  for (const unit of gazetteerUnits) {
    if (unit.oblastAdjective) addAdjective(unit.oblastAdjective, 'oblast', unit.code);
  }
  for (const c of gazetteerCities) if (c.adjective) addAdjective(c.adjective, 'city', c.region);
  addAdjective('Київськ', 'city', 'UA-30');
  const names = new Map<string, NameEntry | null>();
  const sameRegions = (entry: NameEntry) => (other: NameEntry) =>
    other.regions.join() === entry.regions.join();
  const addName = (form: string, entry: NameEntry) =>
    addOnce(names, lower(form), entry, sameRegions(entry));
  for (const unit of gazetteerUnits) {
    for (const form of unit.names) addName(form, { regions: [unit.code], marker: false });
  }
  for (const c of gazetteerCities) {
    for (const form of c.forms) {
      // «Луцька», «Бердянську» are also adjectives («Луцька енергетична компанія»): as a city
      // alone they count after «м.»; before «міська»/«обласна» the adjective rule reads them.
      const marker = c.marker ? 'always' : adjectives.has(lower(form)) ? 'adjective' : false;
      addName(form, { regions: [c.region], marker });
    }
  }
  // Two units by one name: Donbas is Donetsk and Luhansk oblasts.
  for (const form of ['Донбас', 'Донбасу', 'Донбасі', 'Донбасом']) {
    names.set(lower(form), { regions: ['UA-14', 'UA-09'], marker: false });
  }
  names.set('кмда', { regions: ['UA-30'], marker: false });

  const known = <T>(map: Map<string, T | null>) =>
    new Map([...map].filter((entry): entry is [string, T] => entry[1] !== null));
  const knownNames = known(names);
  const firstWords = new Set([...knownNames.keys()].map((key) => key.split(' ')[0]!));
  return { names: knownNames, firstWords, adjectives: known(adjectives) };
}

let index: Index | undefined;
const getIndex = () => (index ??= buildIndex());

interface Token {
  text: string;
  word: string;
  start: number;
  end: number;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    tokens.push({ text: match[0], word: lower(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}

const capitalised = (text: string) => text[0] !== text[0]!.toLowerCase();

/** The regions one text names, each with the words that named it first. */
export function regionsInText(text: string): Map<RegionCode, string> {
  const { names, firstWords, adjectives } = getIndex();
  const source = text.normalize('NFC');
  // One apostrophe, one character for another: the offsets stay those of the source.
  const tokens = tokensOf(source.replace(APOSTROPHES, "'"));
  const found = new Map<RegionCode, string>();
  const add = (regions: readonly RegionCode[], from: number, to: number) => {
    const words = source.slice(from, to).replace(/\s+/gu, ' ');
    for (const region of regions) if (!found.has(region)) found.set(region, words);
  };
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const previous = tokens[i - 1];
    const afterMarker = previous !== undefined && cityMarkers.has(previous.word);
    let matched = 0;
    // Names start with a capital and with one of the gazetteer's first words: most words are
    // neither, and skip the lookups.
    const longest = capitalised(token.text) && firstWords.has(token.word) ? MAX_NAME_WORDS : 0;
    for (let n = Math.min(longest, tokens.length - i); n >= 1 && !matched; n--) {
      const phrase = tokens.slice(i, i + n);
      const entry = names.get(n === 1 ? token.word : phrase.map((t) => t.word).join(' '));
      if (!entry) continue;
      if (entry.marker && !afterMarker) {
        if (entry.marker === 'always') continue;
        const next = tokens[i + n];
        const joined = next && !/[^\s]/u.test(source.slice(phrase[n - 1]!.end, next.start));
        if (joined && !capitalised(next.text) && !conjunctions.has(next.word)) continue;
      }
      add(entry.regions, afterMarker ? previous.start : token.start, phrase[n - 1]!.end);
      matched = n;
    }
    if (matched) {
      i += matched;
      continue;
    }
    const adjective = adjectives.get(token.word);
    if (adjective) {
      // «Харківської та Полтавської областей»: adjectives joined by conjunctions share a noun.
      const chain = [adjective];
      let j = i + 1;
      while (j < tokens.length) {
        const next = tokens[j]!;
        const another = adjectives.get(next.word);
        if (another) chain.push(another);
        else if (!conjunctions.has(next.word)) break;
        j++;
      }
      const noun = tokens[j];
      const role =
        noun &&
        (isOblastMarker(noun.word) ? 'oblast' : isCityMarker(noun.word) ? 'city' : undefined);
      if (role && noun) {
        const regions = chain.flatMap((a) => (a[role] ? [a[role]] : []));
        add(regions, token.start, noun.end);
        i = j + 1;
        continue;
      }
    }
    i++;
  }
  return found;
}

/**
 * The regions a project's text names, in the order of the 27 codes, each with its evidence from
 * the first field (name, beneficiary, purpose, initiator) that names it. Empty: not placed.
 */
export function placeProject(text: PlacementText): Placement[] {
  const evidence = new Map<RegionCode, string>();
  for (const field of placementFields) {
    const value = text[field];
    if (!value) continue;
    for (const [region, words] of regionsInText(value)) {
      if (!evidence.has(region)) evidence.set(region, `${fieldNotes[field]}: «${words}»`);
    }
  }
  return regionCodes
    .filter((code) => evidence.has(code))
    .map((region) => ({ region, evidence: evidence.get(region)! }));
}
