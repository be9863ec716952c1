import { describe, expect, it } from 'vitest';
import { regionCodes } from '../../../src/lib/regions';
import { isLinkedOnMap } from '../../../src/components/places/RegionMap';
import { regionMapViewBox, regionShapes } from '../../../src/components/places/regionShapes';
import { relativePath } from '../../../scripts/places/buildRegionMap';

// The generated geometry (scripts/places/buildRegionMap.ts): all 27 units, finite numbers
// inside the viewBox, and small enough to send in every page that shows the map.

const [, , width, height] = regionMapViewBox.split(' ').map(Number) as [
  number,
  number,
  number,
  number,
];
/** The absolute points of a relative path (`m dx,dy dx,dy … z`, as the build script writes). */
function pointsOf(d: string): [number, number][] {
  const points: [number, number][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const ring of d.split('z').filter(Boolean)) {
    expect(ring.startsWith('m'), ring.slice(0, 20)).toBe(true);
    const numbers = (ring.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    expect(numbers.length % 2).toBe(0);
    for (let i = 0; i < numbers.length; i += 2) {
      x += numbers[i]!;
      y += numbers[i + 1]!;
      if (i === 0) [startX, startY] = [x, y];
      points.push([x, y]);
    }
    [x, y] = [startX, startY];
  }
  return points;
}

describe('the region map geometry', () => {
  it('holds each of the 27 units once, in code order', () => {
    expect(regionShapes.map((s) => s.code)).toEqual([...regionCodes].sort());
  });

  it('draws every unit with finite coordinates inside the viewBox', () => {
    expect(width).toBeGreaterThan(500);
    expect(height).toBeGreaterThan(300);
    for (const shape of regionShapes) {
      expect(shape.d, shape.code).toMatch(/^m[\d., mz-]+z$/);
      expect(shape.d, shape.code).not.toMatch(/NaN|Infinity/);
      const points = pointsOf(shape.d);
      expect(points.length, shape.code).toBeGreaterThan(4);
      for (const [x, y] of points) {
        expect(x, shape.code).toBeGreaterThan(-0.05);
        expect(y, shape.code).toBeGreaterThan(-0.05);
        expect(x, shape.code).toBeLessThan(width + 0.05);
        expect(y, shape.code).toBeLessThan(height + 0.05);
      }
      const [x, y] = shape.label;
      expect(x > 0 && x < width && y > 0 && y < height, `${shape.code} label`).toBe(true);
    }
  });

  it('keeps the whole drawing under 16 KB of path data', () => {
    const bytes = regionShapes.reduce((n, s) => n + s.d.length, 0);
    expect(bytes).toBeLessThan(16_000);
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

  it("writes relative paths whose second ring starts from the first ring's start", () => {
    expect(relativePath('M1,2L3,4.05L0,0ZM10,10L11,10L10,11Z')).toBe(
      'm1,2 2,2.1-3-4.1zm9,8 1,0-1,1z',
    );
  });
});
