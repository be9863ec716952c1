// The case forms of Ukrainian place names, by the few paradigms the gazetteer needs. Each
// helper returns the forms a text may use (nominative, genitive, dative, accusative,
// instrumental, locative, vocative where it differs); a name outside these paradigms is listed
// with its forms spelled out in gazetteer.ts. Over-generating a form that is not standard (a
// locative in -у where -і is usual) is harmless: such a form is still only that place's name.
// tests/unit/places/declension.test.ts checks them; tests/unit/placement.test.ts finds every
// unit by each of its forms.

const unique = (forms: string[]): string[] => [...new Set(forms)];

/** Masculine on a hard consonant: Луцьк → Луцька, Луцьку, Луцьком; Ужгород → Ужгороді. */
export function hardMasculine(name: string): string[] {
  if (name.endsWith('й')) {
    const base = name.slice(0, -1);
    return unique([name, `${base}я`, `${base}ю`, `${base}єм`, `${base}ї`]);
  }
  // Ужгороді, Кременчуці, Острозі; Луцьку (the -ськ/-цьк cities take -у, given below).
  const locative = /[сц]ьк$/u.test(name)
    ? []
    : name.endsWith('к')
      ? [`${name.slice(0, -1)}ці`]
      : name.endsWith('г')
        ? [`${name.slice(0, -1)}зі`]
        : [`${name}і`];
  const instrumental = /[жчшщ]$/u.test(name) ? `${name}ем` : `${name}ом`;
  return unique([name, `${name}а`, `${name}у`, instrumental, ...locative]);
}

/**
 * Masculine with the alternation і → о before the ending: Харків → Харкова, Харкові,
 * Харковом; Тернопіль → Тернополя (soft: -я, -ю, -і, -ем). `stem` is the oblique stem.
 */
export function alternatingMasculine(name: string, stem: string, soft = false): string[] {
  return soft
    ? unique([name, `${stem}я`, `${stem}ю`, `${stem}і`, `${stem}ем`])
    : unique([name, `${stem}а`, `${stem}у`, `${stem}і`, `${stem}ом`]);
}

/** Feminine in -а/-я: Одеса → Одеси, Одесі, Одесу, Одесою; Вінниця → Вінниці, Вінницею. */
export function feminine(name: string): string[] {
  const base = name.slice(0, -1);
  if (/[аеиіоу]я$/u.test(name)) return unique([name, `${base}ї`, `${base}ю`, `${base}єю`]);
  if (name.endsWith('я')) return unique([name, `${base}і`, `${base}ю`, `${base}ею`]);
  const soft = /[жчшщц]$/u.test(base);
  const locative = base.endsWith('к') ? `${base.slice(0, -1)}ці` : `${base}і`;
  return unique([
    name,
    soft ? `${base}і` : `${base}и`,
    locative,
    `${base}у`,
    soft ? `${base}ею` : `${base}ою`,
  ]);
}

/** Feminine declined as an adjective: Біла → Білої, Білій, Білу, Білою (Біла Церква). */
export function adjectivalFeminine(name: string): string[] {
  const base = name.slice(0, -1);
  return [name, `${base}ої`, `${base}ій`, `${base}у`, `${base}ою`];
}

/**
 * Feminine in -ь (third declension), in twoWords' case order: Пристань → Пристані, Пристань,
 * Пристанню (a single consonant after a vowel doubles before -ю).
 */
export function softFeminine(name: string): string[] {
  const base = name.slice(0, -1);
  const doubled = /[аеєиіїоуюя]/u.test(base.at(-2) ?? '') ? base.at(-1) : '';
  return [name, `${base}і`, `${base}і`, name, `${base}${doubled}ю`];
}

/** Neuter in -о: Мукачево → Мукачева, Мукачеву, Мукачеві, Мукачевом. */
export function neuter(name: string): string[] {
  const base = name.slice(0, -1);
  return unique([name, `${base}а`, `${base}у`, `${base}і`, `${base}ом`]);
}

/** Neuter in -е declined as an adjective: Рівне → Рівного, Рівному, Рівним. */
export function adjectivalNeuter(name: string): string[] {
  const base = name.slice(0, -1);
  return unique([name, `${base}ого`, `${base}ому`, `${base}им`, `${base}ім`]);
}

/** Masculine declined as an adjective: Кропивницький → Кропивницького, Кропивницькому… */
export function adjectivalMasculine(name: string): string[] {
  const base = name.slice(0, -2);
  return unique([name, `${base}ого`, `${base}ому`, `${base}им`, `${base}ім`]);
}

/**
 * An adjective in every gender, number and case from its stem: Харківськ → Харківська,
 * Харківської, Харківській, Харківську, Харківською, Харківський, Харківського…
 */
export function adjectiveForms(stem: string): string[] {
  return ['а', 'ої', 'ій', 'у', 'ою', 'ий', 'ого', 'ому', 'им', 'ім', 'е', 'і', 'их', 'ими'].map(
    (ending) => `${stem}${ending}`,
  );
}

/** A region name in -щина/-ччина and the like (feminine, hard): Харківщина → Харківщини… */
export const regionNameForms = (name: string): string[] => feminine(name);

/**
 * Each word of a two-word name declined in step: Біла Церква → Білої Церкви… The lists align
 * case by case, so neither may be shortened by unique().
 */
export function twoWords(first: string[], second: string[]): string[] {
  return first.map((word, i) => `${word} ${second[i]}`);
}
