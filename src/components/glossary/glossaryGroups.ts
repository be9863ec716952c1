// The glossary list grouped by first letter in Ukrainian alphabetical order: Intl.Collator('uk')
// puts Ґ after Г, Є after Е, І and Ї after И (code-point order would put them after Я or before А).

export interface GlossaryListEntry {
  code: string;
  label: string;
}

export interface GlossaryGroup {
  letter: string;
  entries: GlossaryListEntry[];
}

export const ukrainianCollator = new Intl.Collator('uk');

export function firstLetter(label: string): string {
  const letter = label.trim().charAt(0);
  return letter ? letter.toLocaleUpperCase('uk') : '#';
}

export function groupGlossary(entries: readonly GlossaryListEntry[]): GlossaryGroup[] {
  const groups = new Map<string, GlossaryListEntry[]>();
  for (const entry of entries) {
    const letter = firstLetter(entry.label);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => ukrainianCollator.compare(a, b))
    .map(([letter, list]) => ({
      letter,
      entries: [...list].sort((a, b) => ukrainianCollator.compare(a.label, b.label)),
    }));
}

/**
 * A fragment id per letter, ASCII on purpose: Waku's router scrolls to
 * getElementById(location.hash) without decoding it, so a Cyrillic id would scroll to the top.
 */
export const letterAnchor = (letter: string): string =>
  `letter-${(letter.codePointAt(0) ?? 0).toString(16)}`;
