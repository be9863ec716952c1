import { ENGLISH_TERM_NAMES } from './glossaryEnglish';
import { REFERENCES, TERMS } from './glossaryTerms';
import type { GlossaryRow } from '../../src/registry/sync/registryReplace';
import { slug } from './translit';

// Glossary rows: codes are transliterated names (stable and at least 5 characters, as the
// /references/glossary/{word} route requires); links, references and images become JSON.

export const GLOSSARY_IMAGE_DIR = '/images/glossary';

export function glossaryCode(name: string): string {
  return slug(name);
}

export function makeGlossary(): GlossaryRow[] {
  const codes = new Map(TERMS.map((t) => [t.name, glossaryCode(t.name)]));
  return TERMS.map((term) => {
    const code = glossaryCode(term.name);
    const linked = term.links.map((name) => {
      const target = codes.get(name);
      // A typo in a link name is a bug in the vocabulary, not something to skip silently.
      if (!target) throw new Error(`glossary term '${term.name}' links to unknown '${name}'`);
      return target;
    });
    return {
      code,
      name: term.name,
      article: term.article,
      linkedArticles: JSON.stringify(linked),
      references: JSON.stringify((term.refs ?? []).map((key) => REFERENCES[key])),
      images: JSON.stringify(
        term.image ? [{ src: `${GLOSSARY_IMAGE_DIR}/${code}.svg`, alt: term.image }] : [],
      ),
    };
  });
}

/** Code → English name of every demo term; a term without one is a gap in the vocabulary. */
export function englishGlossaryLabels(): Record<string, string> {
  return Object.fromEntries(
    TERMS.map((term) => {
      const english = ENGLISH_TERM_NAMES[term.name];
      if (!english) throw new Error(`glossary term '${term.name}' has no English name`);
      return [glossaryCode(term.name), english];
    }),
  );
}
