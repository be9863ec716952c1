// The spellings of a place's name that the table (./placeSpellings.ts) does not list one by one:
// the case forms of a Russian name, and the Latin spellings made by rule from the Ukrainian and
// the Russian names. Pure string rules; forms that are no word (Харькову is, Харьковом is not a
// form of «Харьков» a Ukrainian would miss) cost nothing, as nobody types them.

// The letters from к to щ, written alike by both transliterations below.
const SHARED_LATIN: Record<string, string> = {
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
};

// The Ukrainian national transliteration (Resolution of the Cabinet of Ministers of Ukraine
// No. 55 of 2010-01-27): Харків → Kharkiv, Запоріжжя → Zaporizhzhia, Київ → Kyiv. Є, Ї, Й, Ю,
// Я are written differently at the start of a word.
const UKRAINIAN_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  ...SHARED_LATIN,
  ь: '',
  ю: 'iu',
  я: 'ia',
  "'": '',
};
const UKRAINIAN_LATIN_FIRST: Record<string, string> = {
  є: 'ye',
  ї: 'yi',
  й: 'y',
  ю: 'yu',
  я: 'ya',
};

/** A lower-case Ukrainian word in the national transliteration, lower case. */
export function ukrainianLatin(word: string): string {
  let out = '';
  for (const [i, ch] of [...word].entries()) {
    // «зг» is written zgh, so it is not read as «ж» (Згурівка → Zghurivka).
    if (ch === 'г' && word[i - 1] === 'з') out += 'gh';
    else out += (i === 0 ? UKRAINIAN_LATIN_FIRST[ch] : undefined) ?? UKRAINIAN_LATIN[ch] ?? ch;
  }
  return out;
}

/**
 * The forms of a Ukrainian oblast adjective that English texts write in Latin letters
 * (Kharkivska oblast, Kharkivskyi raion, Kharkivskoi): all genders' nominatives and the
 * genitive, for a word in -ська, -цька, -зька; none for any other word.
 */
export function ukrainianAdjectiveForms(word: string): string[] {
  if (!/[сцз]ька$/u.test(word)) return [];
  const stem = word.slice(0, -1);
  return ['а', 'ий', 'е', 'і', 'ої', 'ій'].map((ending) => stem + ending);
}

// Russian names in Latin letters as English texts and maps long wrote them (Kharkov, Odessa,
// Kiev, Nikolaev, Zaporozhye, Dnepropetrovsk): the common simple scheme, ь dropped.
const RUSSIAN_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  ...SHARED_LATIN,
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A lower-case Russian word in Latin letters, lower case. */
export function russianLatin(word: string): string {
  let out = '';
  for (const [i, ch] of [...word].entries()) {
    // Запорожье → zaporozhye, Енакиево → yenakievo: a vowel after ь or at the start is iotated.
    if (ch === 'е' && (i === 0 || word[i - 1] === 'ь')) out += 'ye';
    else out += RUSSIAN_LATIN[ch] ?? ch;
  }
  return out;
}

const ADJECTIVE = /(ая|яя|ий|ый|ой|ое|ее|ые|ие)$/u;
const ADJECTIVE_ENDINGS = [
  'ая',
  'яя',
  'ее',
  'ой',
  'ую',
  'ою',
  'ий',
  'ый',
  'ого',
  'ому',
  'им',
  'ым',
  'ом',
  'ое',
  'ие',
  'ые',
  'их',
  'ых',
  'ими',
  'ыми',
];

/**
 * The case forms of a Russian name (lower case), its own form first: Харьков → Харькова,
 * Харькову, Харьковом, Харькове; Одесса → Одессы, Одессе, Одессу, Одессой; Харьковская →
 * Харьковской, Харьковскую; Сумы → Сум, Сумах. Every gender's endings of an adjective, and both
 * genders' of a name in -ь: a form that is no word is never typed.
 */
export function russianForms(name: string): string[] {
  const forms = (stem: string, endings: string[]) => endings.map((e) => stem + e);
  let all: string[];
  if (ADJECTIVE.test(name)) all = forms(name.slice(0, -2), ADJECTIVE_ENDINGS);
  else if (name.endsWith('ье')) all = forms(name.slice(0, -1), ['е', 'я', 'ю', 'ем']);
  else if (name.endsWith('ь'))
    all = forms(name.slice(0, -1), ['ь', 'я', 'ю', 'ем', 'ём', 'е', 'и', 'ью']);
  else if (name.endsWith('а'))
    all = forms(name.slice(0, -1), ['а', 'ы', 'и', 'е', 'у', 'ой', 'ою']);
  else if (name.endsWith('я')) all = forms(name.slice(0, -1), ['я', 'и', 'е', 'ю', 'ей', 'ею']);
  else if (/[ыи]$/u.test(name))
    all = forms(name.slice(0, -1), ['ы', 'и', '', 'ов', 'ей', 'ам', 'ами', 'ах']);
  else if (/[ое]$/u.test(name)) all = forms(name.slice(0, -1), ['о', 'е', 'а', 'у', 'ом']);
  else all = forms(name, ['', 'а', 'у', 'ом', 'ем', 'е']);
  return [...new Set([name, ...all])];
}
