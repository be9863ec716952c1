import { describe, expect, it } from 'vitest';
import { lemmatiser } from '../../src/registry/search/lexicon';
import { parseSuffixRules } from '../../src/text/affixRules';
import { readAffixFile, readDictionaryEntries } from '../../src/registry/search/dictionary';
import { createLemmatiser } from '../../src/text/lemmatiser';
import { pluralFlags } from '../../src/text/pluralFlags';

// Nouns the dictionary lists in the singular only («електроенергія/%»): their plural forms are
// read as the noun, and only words the dictionary knows no other way gain a lemma.

const entries = readDictionaryEntries();
const rules = parseSuffixRules(readAffixFile());
const flagsOf = (stem: string) => entries.get(stem);
const withPlurals = createLemmatiser(rules, flagsOf, 1_000, pluralFlags);
const without = createLemmatiser(rules, flagsOf, 1_000);

describe('plural forms of nouns listed in the singular only', () => {
  it.each([
    [
      'електроенергія',
      [
        'електроенергії',
        'електроенергій',
        'електроенергіям',
        'електроенергіями',
        'електроенергіях',
      ],
    ],
    ['теплоенергія', ['теплоенергій', 'теплоенергіями']],
  ])('«%s»', (lemma, forms) => {
    expect(entries.get(lemma)).not.toContain(';'); // still listed without its plural
    for (const form of forms) {
      expect(withPlurals.lemmas(form), form).toEqual([lemma]);
      expect(lemmatiser().lemmas(form), form).toEqual([lemma]);
    }
    expect(without.lemmas('електроенергій')).toEqual([]);
  });

  it('leaves every known form as it was', () => {
    const known = [
      'школами',
      'доріг',
      'мостів',
      'областей',
      'водопостачання',
      'тарифами',
      'громад',
      'електроенергії',
      'міст',
      'села',
      'молоддю',
      'лікарень',
      'громадських',
    ];
    for (const word of known) expect(withPlurals.lemmas(word), word).toEqual(without.lemmas(word));
  });

  it('leaves the start of a word being typed a prefix (тепл, льв, одес)', () => {
    const long = [
      'теплопостачання',
      'водовідведення',
      'енергоефективності',
      'реконструкції',
      'модернізації',
      'електроенергії',
      'інфраструктури',
      'каналізаційних',
      'будівництва',
      'відновлення',
      'одеської',
      'львівської',
      'школярів',
      'дорожнього',
    ];
    for (const word of long)
      for (let n = 3; n < word.length; n++) {
        const start = word.slice(0, n);
        expect(withPlurals.lemmas(start), start).toEqual(without.lemmas(start));
      }
  });

  it('reads no fragment or code as a noun', () => {
    for (const word of ['енергоеф', 'ibrd', '2026', 'шко', 'ъъъъ'])
      expect(withPlurals.lemmas(word), word).toEqual([]);
  });

  it('pairs flags that the installed dictionary still lists side by side', () => {
    // Each singular flag is listed with its plural flag on many stems (they are noun classes).
    for (const [plural, singulars] of pluralFlags) {
      for (const singular of singulars) {
        let both = 0;
        for (const flags of entries.values())
          if (flags.includes(singular) && flags.includes(plural)) both++;
        expect(both, `${singular} with ${plural}`).toBeGreaterThan(300);
      }
    }
  });
});
