import { describe, expect, it } from 'vitest';
import { builtOnFirstUse } from '../../src/lib/builtOnFirstUse';
import { filterNames, filterSpec } from '../../src/lib/projectFilters';

describe('a schema built on first use', () => {
  it('is not built before it is asked for, and is built once', () => {
    let builds = 0;
    const schema = builtOnFirstUse(() => {
      builds += 1;
      return builds > 1 ? undefined : null;
    });
    expect(builds).toBe(0);
    expect(schema()).toBeNull();
    expect(schema()).toBeNull();
    expect(builds).toBe(1);
  });

  it('is the same object on every read of a catalogue entry', () => {
    for (const name of filterNames) {
      expect(filterSpec(name).schema).toBe(filterSpec(name).schema);
    }
  });
});
