// The words of a vocabulary closest to a misspelt word, by edit distance (insert, delete,
// substitute, swap two neighbours), for «Можливо, ви мали на увазі …». Pure and bounded: only
// words within two edits (one for short words) are kept, and a distance is abandoned as soon as
// it exceeds that.

/** A vocabulary grouped by word length, so only words of a near length are compared. */
export type Vocabulary = ReadonlyMap<number, readonly string[]>;

export function groupByLength(words: Iterable<string>): Vocabulary {
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    const list = byLength.get(word.length);
    if (list) list.push(word);
    else byLength.set(word.length, [word]);
  }
  return byLength;
}

/** Optimal string alignment distance, or `max + 1` once it is certain to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Up to `limit` words of the vocabulary nearest to `word` (nearest first), never `word` itself. */
export function closestWords(word: string, vocabulary: Vocabulary, limit = 3): string[] {
  const max = word.length <= 4 ? 1 : 2;
  const found: { word: string; distance: number }[] = [];
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of vocabulary.get(length) ?? []) {
      if (candidate === word) continue;
      const distance = editDistance(word, candidate, max);
      if (distance <= max) found.push({ word: candidate, distance });
    }
  }
  found.sort((x, y) => x.distance - y.distance || x.word.localeCompare(y.word, 'uk'));
  return found.slice(0, limit).map((f) => f.word);
}
