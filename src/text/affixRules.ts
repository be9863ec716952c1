// The suffix rules of a hunspell affix file (SFX), indexed by the ending they add, so a word
// is analysed by looking at its own endings instead of generating every form of every stem.
// The uk_UA file has only suffix rules with one-character flags and no continuation classes.

export interface SuffixRule {
  flag: string;
  /** What the rule removed from the stem ('' for none). */
  strip: string;
  /** What the stem's end must look like, or null for any. */
  condition: RegExp | null;
}

export interface SuffixRules {
  /** Rules by the ending they add ('' for rules that only strip). */
  byEnding: ReadonlyMap<string, readonly SuffixRule[]>;
  longestEnding: number;
}

/** A hunspell condition ([абв], [^абв], ., letters) as a regular expression on the stem's end. */
function conditionPattern(condition: string): RegExp | null {
  if (condition === '.') return null;
  const source = condition.replace(/[\\$()*+?{}|/-]/g, (c) => `\\${c}`);
  return new RegExp(`(?:${source})$`, 'u');
}

export function parseSuffixRules(affix: string): SuffixRules {
  const byEnding = new Map<string, SuffixRule[]>();
  let longestEnding = 0;
  for (const line of affix.split('\n')) {
    if (!line.startsWith('SFX ')) continue;
    const [, flag, strip, add, condition] = line.trim().split(/\s+/);
    // The header line of each flag (SFX flag Y count) has no condition.
    if (!flag || strip === undefined || add === undefined || condition === undefined) continue;
    const ending = add === '0' ? '' : add.split('/')[0]!;
    const rule = {
      flag,
      strip: strip === '0' ? '' : strip,
      condition: conditionPattern(condition),
    };
    const list = byEnding.get(ending);
    if (list) list.push(rule);
    else byEnding.set(ending, [rule]);
    longestEnding = Math.max(longestEnding, ending.length);
  }
  return { byEnding, longestEnding };
}
