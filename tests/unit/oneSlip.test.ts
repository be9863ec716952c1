import { describe, expect, it } from 'vitest';
import { knownWordsOneSlipAway, oneSlipAway } from '../../src/text/oneEdit';

// Words one slip away (a letter typed twice or dropped), bounded for hostile input.

describe('one slip away', () => {
  it('undoes a letter typed twice or one too many', () => {
    expect(oneSlipAway('хааркові')).toContain('харкові');
    expect(oneSlipAway('водоканнал')).toContain('водоканал');
  });

  it('puts back a dropped vowel or a doubled consonant', () => {
    expect(oneSlipAway('водокнал')).toContain('водоканал');
    expect(oneSlipAway('харкв')).toContain('харків');
    expect(oneSlipAway('водопостачаня')).toContain('водопостачання');
  });

  it('never offers the word itself, and nothing for very short or long words', () => {
    expect(oneSlipAway('школа')).not.toContain('школа');
    expect(oneSlipAway('аб')).toEqual([]);
    expect(oneSlipAway('а'.repeat(25))).toEqual([]);
  });

  it('stays within its budget of lookups', () => {
    const budget = { left: 50 };
    let lookups = 0;
    const known = knownWordsOneSlipAway(
      'щось'.repeat(6),
      () => {
        lookups++;
        return false;
      },
      budget,
    );
    expect(known).toEqual([]);
    expect(lookups).toBe(50);
    expect(budget.left).toBe(0);
    expect(knownWordsOneSlipAway('водокнал', () => true, budget)).toEqual([]);
  });

  it('keeps at most `limit` known words', () => {
    const known = knownWordsOneSlipAway('водокнал', () => true, { left: 1_000 }, 2);
    expect(known).toHaveLength(2);
  });
});
