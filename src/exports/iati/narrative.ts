import { codes } from './constants';
import { element, type XmlNode } from './xmlTree';

// Every narrative says its language (rule 4.1.1 accepts that or the activity's default; both are
// written): Ukrainian for the registry's text, English for our own constants.

type Language = (typeof codes.Language)[keyof typeof codes.Language];

export const narrative = (text: string, lang: Language = codes.Language.uk): XmlNode =>
  element('narrative', { 'xml:lang': lang }, text);

/** Ukrainian, then English when there is an English name. */
export const bilingual = (name: { uk: string; en?: string }): XmlNode[] =>
  name.en === undefined
    ? [narrative(name.uk)]
    : [narrative(name.uk), narrative(name.en, codes.Language.en)];
