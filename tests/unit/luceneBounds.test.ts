import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLuceneQuery, QueryError } from '../../src/rest/luceneQuery';

// The REST search's Lucene parser (a PEG parser) backtracks exponentially on unbalanced groups:
// one GET of ~130 characters used to kill the whole server process. Queries are now bounded
// before they reach it; these tests hold the bound.

/**
 * The processor time the parse took (this process's CPU, not the wall clock): the bound is on
 * the parser's work, which a busy machine does not change, while the wall-clock time of the
 * same parse grew past the bound when other suites shared the two cores.
 */
function timed(query: string): { ms: number; error: unknown } {
  const start = process.cpuUsage();
  let error: unknown = null;
  try {
    parseLuceneQuery(query);
  } catch (e) {
    error = e;
  }
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, error };
}

describe('Lucene query bounds', () => {
  it('refuses nested unclosed groups at once instead of parsing them (the process killer)', () => {
    for (const query of [
      'AND ('.repeat(22) + 'x',
      '(x OR '.repeat(20) + 'x',
      'a:"x AND ('.repeat(20),
    ]) {
      const { ms, error } = timed(query);
      expect(error).toBeInstanceOf(QueryError);
      expect(ms).toBeLessThan(50);
    }
  });

  it('refuses groups nested deeper than 4 levels and more than 40 operators', () => {
    expect(timed(`${'('.repeat(5)}x${')'.repeat(5)}`).error).toBeInstanceOf(QueryError);
    const many = Array.from({ length: 42 }, () => 'x').join(' OR ');
    expect((timed(many).error as Error).message).toMatch(/операторів/);
  });

  it('still parses a balanced query with groups', () => {
    const { error } = timed(
      'data.projectName:водоканал AND (data.creditorId:1 OR data.creditorId:2)',
    );
    expect(error).toBeNull();
  });

  it('answers any query built from Lucene syntax quickly, with a result or a QueryError', () => {
    const token = fc.constantFrom(
      'AND ',
      'OR ',
      'NOT ',
      '&& ',
      '|| ',
      '(',
      ')',
      '"',
      'x',
      'data.projectName:',
      'typeKey:',
      '[',
      ']',
      '{',
      '}',
      ' TO ',
      '*',
      '\\',
      '-',
      '!',
      '~',
      '^2',
      ' ',
      'водоканал',
      '1',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 80 }), (tokens) => {
        const { ms, error } = timed(tokens.join(''));
        expect(error === null || error instanceof QueryError).toBe(true);
        expect(ms).toBeLessThan(250);
      }),
      { numRuns: 3000 },
    );
  });
});
