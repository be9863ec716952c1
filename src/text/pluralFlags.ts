// Nouns the uk_UA dictionary lists in the singular only: «електроенергія/%» has the flag of the
// singular forms (%) but not the one of the plural forms (;) that «енергія/%;» has, so
// «електроенергій», «електроенергіями» were no word at all and found nothing. For a word the
// dictionary otherwise does not know, the lemmatiser also reads it as a plural form of such a
// noun (one with an ending: src/text/lemmatiser.ts): each plural flag below with the singular
// flags whose nouns usually take it.
//
// Derived from dictionary-uk 4.0.0 (index.dic, index.aff): for each noun flag, the plural flag
// (one whose rules add -ами/-ями/-ми) most often listed beside it — % with ; on 13 907 stems,
// 1 and : with $ on 29 930 and 20 314, x with $ on 6 055, D with - on 393, Q with S on 7 227.
// tests/unit/pluralForms.test.ts checks the pairs still hold for the installed dictionary.

/** Plural flag → the singular flags whose nouns may be read in its forms. */
export const pluralFlags: ReadonlyMap<string, string> = new Map([
  // 1st declension (-а, -я): вода/%; — електроенергія/%
  [';', '%'],
  // 2nd declension (masculine and neuter): тариф/1$, село/:$ …
  ['$', '1:x'],
  // 3rd declension (feminine -ь): область/D-
  ['-', 'D'],
  // neuter nouns in -ння, -ття: водопостачання/QS
  ['S', 'Q'],
]);
