import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredLicense, disallowed, expressionAllowed } from '../../scripts/licenses/check';

describe('the licence check of production dependencies', () => {
  it('reads SPDX expressions: one allowed alternative, every part of it allowed', () => {
    expect(expressionAllowed('MIT')).toBe(true);
    expect(expressionAllowed('(MIT OR GPL-3.0-or-later)')).toBe(true);
    expect(expressionAllowed('(MIT AND Zlib)')).toBe(true);
    expect(expressionAllowed('MIT/X11')).toBe(true);
    expect(expressionAllowed('SSPL-1.0')).toBe(false);
    expect(expressionAllowed('MIT AND SSPL-1.0')).toBe(false);
    expect(expressionAllowed('SEE LICENSE IN LICENSE')).toBe(false);
    expect(expressionAllowed(undefined)).toBe(false);
  });

  it('reads the old `licenses` array and the object form', () => {
    expect(declaredLicense({ licenses: [{ type: 'MIT' }, 'Apache-2.0'] })).toBe(
      'MIT OR Apache-2.0',
    );
    expect(declaredLicense({ license: { type: 'ISC' } })).toBe('ISC');
    expect(declaredLicense({})).toBeUndefined();
  });

  it('finds nothing disallowed in the portal’s own production dependencies', () => {
    expect(disallowed(path.resolve(import.meta.dirname, '..', '..'))).toEqual([]);
  });
});
