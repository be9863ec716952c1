// Official Ukrainian–Latin transliteration (Cabinet of Ministers resolution No. 55 of
// 27.01.2010), used for readable glossary codes such as 'kredytna-uhoda'.

const LETTERS: Record<string, string> = {
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
  ь: '',
  ю: 'iu',
  я: 'ia',
};
// At the start of a word these letters are spelled differently.
const INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };
const APOSTROPHES = /['ʼ’‘`]/g;

export function transliterate(text: string): string {
  const lowered = text.toLowerCase().replace(APOSTROPHES, '').replace(/зг/g, 'zgh');
  let out = '';
  let previous = ' ';
  for (const ch of lowered) {
    const atStart = !/[a-zа-яґєії]/.test(previous);
    out += (atStart ? INITIAL[ch] : undefined) ?? LETTERS[ch] ?? ch;
    previous = ch;
  }
  return out;
}

/** 'Комісія за зобов'язання (…)' → 'komisiia-za-zoboviazannia'. */
export function slug(text: string): string {
  return transliterate(text.replace(/\(.*?\)/g, ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
