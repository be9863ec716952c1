import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lemmatiser } from '../../src/registry/search/lexicon';
import { parseSuffixRules } from '../../src/text/affixRules';
import { readAffixFile, readDictionaryEntries } from '../../src/registry/search/dictionary';
import { indexToken, wordsOf } from '../../src/text/normalise';
import { searchTerms, textMatches } from '../../src/text/searchTerms';

// Every form of a word finds the word: golden groups of forms, the normaliser's cases, and a
// property over the dictionary itself (any form its affix rules make of a stem has that stem
// among its lemmas).

const lemmasOf = (text: string) => wordsOf(text).flatMap((w) => lemmatiser().lemmas(w));

const groups: [lemma: string, forms: string[]][] = [
  ['міст', ['міст', 'мосту', 'мостом', 'мості', 'мости', 'мостів', 'мостам']],
  ['школа', ['школа', 'школи', 'школі', 'школу', 'школою', 'шкіл', 'школам', 'школах']],
  ['дорога', ['дорога', 'дороги', 'дорозі', 'дорогу', 'дорогою', 'доріг', 'дорогами']],
  ['піч', ['піч', 'печі', 'піччю', 'печей']],
  ['село', ['село', 'села', 'селу', 'селі', 'селом', 'сіл', 'селами']],
  ['лікарня', ['лікарня', 'лікарні', 'лікарню', 'лікарнею', 'лікарень', 'лікарнями']],
  ['водогін', ['водогін', 'водогону', 'водогоном', 'водогони', 'водогонів']],
  ['харків', ['Харків', 'Харкова', 'Харкову', 'Харкові', 'Харковом']],
  ['київ', ['Київ', 'Києва', 'Києву', 'Києві', 'Києвом']],
  ['дніпро', ['Дніпро', 'Дніпра', 'Дніпру', 'Дніпрі']],
  ['енергоефективність', ['енергоефективність', 'енергоефективності', 'енергоефективністю']],
  ['громада', ['громада', 'громади', 'громаді', 'громаду', 'громадою', 'громад', 'громадам']],
  ['область', ['область', 'області', 'областю', 'областей', 'областям']],
  ["здоров'я", ["здоров'я", 'здоровʼя', 'здоров’я', 'здоров‘я', 'здоров`я']],
];

describe('golden word groups', () => {
  it.each(groups)('every form of «%s» has it as a lemma', (lemma, forms) => {
    for (const form of forms) expect(lemmasOf(form), form).toContain(lemma);
  });

  it('keeps both words of a form that belongs to two (міст: bridge, of cities)', () => {
    expect(lemmasOf('міст')).toEqual(expect.arrayContaining(['міст', 'місто']));
  });

  it('tells громад (of communities) from громадських (public)', () => {
    expect(lemmasOf('громад')).toEqual(['громада']);
    expect(lemmasOf('громадських')).not.toContain('громада');
  });

  it('knows nothing of fragments, abbreviations and codes', () => {
    for (const word of ['енергоеф', 'ibrd', '2026', 'шко'])
      expect(lemmasOf(word), word).toEqual([]);
  });
});

describe('normalising', () => {
  it('reads a Latin look-alike inside a Cyrillic word as Cyrillic', () => {
    expect(wordsOf('шкiл ЛIКАРНЯ Kиїв')).toEqual(['шкіл', 'лікарня', 'київ']);
    expect(wordsOf('IBRD pic')).toEqual(['ibrd', 'pic']);
  });

  it('drops the stress mark and the soft hyphen, composes, lowers the case', () => {
    expect(wordsOf('шко\u0301ла енерго\u00ADефективність Й')).toEqual([
      'школа',
      'енергоефективність',
      'й',
    ]);
    expect(wordsOf('И\u0306')).toEqual(['й']);
  });

  it('reads every apostrophe as one and keeps it inside a word only', () => {
    expect(wordsOf("об'єкт обʼєкт об’єкт об‘єкт об`єкт 'лапки'")).toEqual([
      ...Array(5).fill("об'єкт"),
      'лапки',
    ]);
    expect(indexToken("об'єкт")).toBe('обєкт');
  });

  it('splits on everything else and caps a query at twelve words', () => {
    expect(wordsOf('IBRD/2026 «вода»—тепло; NEAR(a,b) a*')).toEqual([
      'ibrd',
      '2026',
      'вода',
      'тепло',
      'near',
      'a',
      'b',
      'a',
    ]);
    const terms = searchTerms(
      Array.from({ length: 20 }, (_, i) => `слово${i}`).join(' '),
      lemmatiser(),
    );
    expect(terms).toHaveLength(12);
  });

  it('matches a text by lemma for known words and by prefix for the rest', () => {
    const l = lemmatiser();
    const text = 'Будівництво мостів через Дніпро для громадських організацій IBRD-2026';
    expect(textMatches(text, searchTerms('мосту Дніпра', l), l)).toBe(true);
    expect(textMatches(text, searchTerms('громад', l), l)).toBe(false);
    expect(textMatches(text, searchTerms('ibr 202', l), l)).toBe(true);
    expect(textMatches(text, searchTerms('школа', l), l)).toBe(false);
  });
});

describe('the dictionary’s own forms', () => {
  const rules = parseSuffixRules(readAffixFile());
  const byFlag = new Map<string, { strip: string; add: string; condition: RegExp | null }[]>();
  for (const [add, list] of rules.byEnding) {
    for (const rule of list) {
      const forFlag = byFlag.get(rule.flag) ?? [];
      forFlag.push({ ...rule, add });
      byFlag.set(rule.flag, forFlag);
    }
  }
  const stems = [...readDictionaryEntries()].filter(
    ([stem, flags]) => flags && /^\p{L}+(?:'\p{L}+)*$/u.test(stem) && stem.length < 30,
  );

  /** Every form the affix rules make of a stem, as hunspell generates them. */
  function forms(stem: string, flags: string): string[] {
    const made: string[] = [];
    for (const flag of flags) {
      for (const rule of byFlag.get(flag) ?? []) {
        if (!stem.endsWith(rule.strip) || (rule.condition && !rule.condition.test(stem))) continue;
        made.push(stem.slice(0, stem.length - rule.strip.length) + rule.add);
      }
    }
    return made;
  }

  it('finds the stem of any form it generates', () => {
    expect(stems.length).toBeGreaterThan(200_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: stems.length - 1 }), (i) => {
        const [stem, flags] = stems[i]!;
        for (const form of forms(stem, flags)) {
          const [word] = wordsOf(form);
          if (!word || word !== form) continue; // a form with a hyphen is two words
          expect(lemmatiser().lemmas(word), `${form} ← ${stem}`).toContain(stem);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
