// Words one slip away from a misspelt word that the dictionary knows, for «Можливо, ви мали на
// увазі …» when the index holds no form near it (closestWords compares the index's own words,
// so «Хааркові» found nothing: «Харкові» is one edit away, but the index held only «Харкова»).
// The slips: a letter typed twice or one too many (each letter left out in turn) and a letter
// dropped (a vowel, or a copy of a neighbour, put back at each place: «водокнал», «Харкв»,
// «водопостачаня»). Bounded: a word of at most MAX_LENGTH letters, and a budget of dictionary
// lookups shared by the words of one query, as a hostile query must not cost more.

const VOWELS = [...'аеєиіїоуюя'];
/** Longer words are not corrected this way. */
const MAX_LENGTH = 24;

/** Dictionary lookups left for one query; each candidate word costs one. */
export interface EditBudget {
  left: number;
}

/** The distinct words one slip away from `word`, in the order above, `word` itself never. */
export function oneSlipAway(word: string): string[] {
  const letters = [...word];
  if (letters.length < 3 || letters.length > MAX_LENGTH) return [];
  const found = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    found.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  }
  for (let i = 0; i <= letters.length; i++) {
    const neighbours = [letters[i - 1], letters[i]].filter((l): l is string => !!l && l !== "'");
    for (const letter of new Set([...neighbours, ...VOWELS])) {
      found.add([...letters.slice(0, i), letter, ...letters.slice(i)].join(''));
    }
  }
  found.delete(word);
  return [...found];
}

/**
 * Up to `limit` words one slip away from `word` that `isWord` accepts, while the budget lasts.
 */
export function knownWordsOneSlipAway(
  word: string,
  isWord: (candidate: string) => boolean,
  budget: EditBudget,
  limit = 3,
): string[] {
  const known: string[] = [];
  for (const candidate of oneSlipAway(word)) {
    if (budget.left <= 0 || known.length >= limit) break;
    budget.left--;
    if (isWord(candidate)) known.push(candidate);
  }
  return known;
}
