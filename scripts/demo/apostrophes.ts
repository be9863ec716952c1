import type { Random } from './random';

// Ukrainian texts in the wild spell the apostrophe three ways: the typewriter ' (U+0027), the
// modifier letter ʼ (U+02BC, the orthographically correct one) and the typographic ’ (U+2019).
// Each project uses one form throughout its name, purpose and beneficiary, so search has to
// treat «обʼєкт», «об'єкт» and «об’єкт» as one word.

export const APOSTROPHE_FORMS = ["'", 'ʼ', '’'] as const;
export type ApostropheForm = (typeof APOSTROPHE_FORMS)[number];

export function pickApostrophe(rnd: Random): ApostropheForm {
  return rnd.weighted([
    ["'", 5],
    ['ʼ', 3],
    ['’', 2],
  ]);
}

export function withApostrophe<T extends string | null>(text: T, form: ApostropheForm): T {
  if (text === null) return text;
  return text.replace(/['ʼ’]/g, form) as T;
}
