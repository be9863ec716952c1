import { describe, expect, it } from 'vitest';
import { regionCodes } from '../../../src/lib/regions';
import { isLinkedOnMap } from '../../../src/components/places/RegionMap';
import { regionMapViewBox, regionShapes } from '../../../src/components/places/regionShapes';

// The generated geometry (scripts/places/buildRegionMap.ts): all 27 units, finite numbers
// inside the viewBox, and small enough to send in every page that shows the map.

const [, , width, height] = regionMapViewBox.split(' ').map(Number) as [
  number,
  number,
  number,
  number,
];
const numbersOf = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('the region map geometry', () => {
  it('holds each of the 27 units once, in code order', () => {
    expect(regionShapes.map((s) => s.code)).toEqual([...regionCodes].sort());
  });

  it('draws every unit with finite coordinates inside the viewBox', () => {
    expect(width).toBeGreaterThan(500);
    expect(height).toBeGreaterThan(300);
    for (const shape of regionShapes) {
      expect(shape.d, shape.code).toMatch(/^M[\d.,MLZ-]+Z$/);
      expect(shape.d, shape.code).not.toMatch(/NaN|Infinity/);
      const numbers = numbersOf(shape.d);
      expect(numbers.length, shape.code).toBeGreaterThan(8);
      for (const [i, n] of numbers.entries()) {
        expect(n, shape.code).toBeGreaterThanOrEqual(0);
        expect(n, shape.code).toBeLessThanOrEqual(i % 2 === 0 ? width : height);
      }
      const [x, y] = shape.label;
      expect(x > 0 && x < width && y > 0 && y < height, `${shape.code} label`).toBe(true);
    }
  });

  it('keeps the whole drawing under 24 KB of path data', () => {
    const bytes = regionShapes.reduce((n, s) => n + s.d.length, 0);
    expect(bytes).toBeLessThan(24_000);
    expect(bytes).toBeGreaterThan(8_000);
  });

  it('leaves only Kyiv city and Sevastopol too small to click on the map', () => {
    expect(regionShapes.filter((s) => !isLinkedOnMap(s)).map((s) => s.code)).toEqual([
      'UA-30',
      'UA-40',
    ]);
  });

  it('draws Crimea larger than Sevastopol and both inside the map', () => {
    const area = (code: string) => {
      const s = regionShapes.find((r) => r.code === code)!;
      return s.size[0] * s.size[1];
    };
    expect(area('UA-43')).toBeGreaterThan(area('UA-40') * 10);
  });
});
