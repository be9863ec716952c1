// Official Ukrainian–Latin transliteration (Cabinet of Ministers resolution No. 55 of
// 27.01.2010), used for readable glossary codes such as 'kredytna-uhoda'; the letters are the
// place search's (src/text/placeForms.ts).
import { ukrainianLatin } from '../../src/text/placeForms';

const APOSTROPHES = /['ʼ’‘`]/g;

export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/[а-яґєії]+/gu, (word) => ukrainianLatin(word));
}

/** 'Комісія за зобов'язання (…)' → 'komisiia-za-zoboviazannia'. */
export function slug(text: string): string {
  return transliterate(text.replace(/\(.*?\)/g, ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
