// Names from the registry's reference lists (states, creditors, fields) are matched after one
// normalisation (MAPPING.md §2.1): case, surrounding and repeated spaces, and the four ways
// Ukrainian text writes an apostrophe do not matter.

export function normaliseName(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('uk')
    .replace(/\s+/g, ' ')
    .replace(/[ʼ’‘`]/g, "'");
}

/**
 * A lookup table keyed by normalised names. The registry repeats a handful of names across
 * every project, so each name as written is normalised once.
 */
export function byName<V>(
  entries: readonly (readonly [string, V])[],
): (name: string) => V | undefined {
  const table = new Map(entries.map(([name, value]) => [normaliseName(name), value]));
  const seen = new Map<string, V | undefined>();
  return (name) => {
    if (!seen.has(name)) {
      // Bounded all the same: reference lists are short, but the input is data.
      if (seen.size >= 10_000) seen.clear();
      seen.set(name, table.get(normaliseName(name)));
    }
    return seen.get(name);
  };
}
