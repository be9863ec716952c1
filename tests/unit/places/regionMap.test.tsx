import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { regionCodes, type RegionCode } from '../../../src/lib/regions';
import { RegionMap } from '../../../src/components/places/RegionMap';
import { NATIONWIDE_LABEL } from '../../../src/components/places/RegionTable';
import { measureHref, parseMapMeasure } from '../../../src/components/places/mapMeasure';
import { shadeClasses, shadeLevel } from '../../../src/components/places/mapShading';
import { regionListHref } from '../../../src/components/places/regionLinks';
import type { RegionTotals } from '../../../src/registry/places/regionTotals';

// The map is a server component: its whole output is this markup (no client JavaScript).

const totals: RegionTotals = {
  regions: regionCodes.map((region, i) => ({
    region,
    count: i === 3 ? 0 : i + 1,
    amount: (i + 1) * 1_250_000.5,
  })),
  nationwide: { count: 41, amount: 9_876_543.21 },
};

const render = (measure: 'count' | 'amount' = 'count') =>
  renderToStaticMarkup(
    <RegionMap
      totals={totals}
      measure={measure}
      hrefFor={(code: RegionCode) => regionListHref(code, '?projectState=2&page=3')}
      measureHrefFor={(m) => measureHref('/?p=analytics&state=2', m, 'region-map')}
      scope="усі стани"
    />,
  );

describe('RegionMap', () => {
  it('links each unit large enough to hit to the list filtered by it, keeping the filters', () => {
    const html = render();
    const mapLinks = [
      ...html.matchAll(/<a href="([^"]+)" class="[^"]*"><title>([^<]+)<\/title><path/g),
    ];
    expect(mapLinks).toHaveLength(25);
    expect(mapLinks.map((m) => m[1])).toContain(
      '/projects?projectState=2&amp;region=UA-63&amp;page=1',
    );
    expect(mapLinks.some((m) => /UA-30|UA-40/.test(m[1]!))).toBe(false);
    expect(html).toContain('<title>Харківська область: 22 проєкти, 27');
  });

  it('puts no aria-label on a path: the link carries the name', () => {
    const html = render();
    expect(html).not.toMatch(/<path[^>]*aria-label/);
    expect(html).not.toMatch(/<path[^>]*role=/);
  });

  it('draws Crimea and Sevastopol, named as Ukraine in the table', () => {
    const html = render();
    expect(html).toContain('Автономна Республіка Крим');
    expect(html).toContain('місто Севастополь');
    expect((html.match(/<path d="m[^"]*" class=/g) ?? []).length).toBe(27);
  });

  it('lists every unit, with a link, count and amount, and the nationwide row last', () => {
    const html = render();
    for (const code of regionCodes) {
      expect(html).toContain(`region=${code}&amp;page=1"`);
    }
    const table = html.slice(html.indexOf('<table'));
    expect((table.match(/<a href=/g) ?? []).length).toBe(27);
    expect(table).toContain(`<tfoot><tr><th scope="row">${NATIONWIDE_LABEL}</th><td`);
    expect(table).toContain('>41<');
    expect(table).toContain('9\u00a0876\u00a0543.21 грн.');
  });

  it('has a legend from "no projects" to the largest class, and a switch to the amounts', () => {
    const html = render();
    expect(html).toContain('немає проєктів');
    expect(html).toContain('27 проєктів');
    expect(html).toContain('href="/?p=analytics&amp;state=2&amp;map=amount#region-map"');
    const amounts = render('amount');
    expect(amounts).toContain('млн грн.');
    expect(amounts).toContain('href="/?p=analytics&amp;state=2#region-map"');
  });
});

describe('the map switch and shading', () => {
  it('reads anything but "amount" as the count', () => {
    expect(parseMapMeasure('amount')).toBe('amount');
    for (const raw of [null, undefined, '', 'AMOUNT', 'x'.repeat(500)]) {
      expect(parseMapMeasure(raw)).toBe('count');
    }
  });

  it('puts equal values in one class and spans levels 1 to 5', () => {
    const classes = shadeClasses([1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 100, 0]);
    expect(classes[0]).toMatchObject({ level: 1, min: 1, max: 1 });
    expect(classes.at(-1)).toMatchObject({ level: 5, max: 100 });
    expect(shadeLevel(0, classes)).toBe(0);
    expect(shadeLevel(100, classes)).toBe(5);
    expect(shadeClasses([0, 0])).toEqual([]);
    expect(shadeClasses([7])).toEqual([{ level: 5, min: 7, max: 7 }]);
    // Ten units with one project, one with 2, Kyiv with 8: three classes, not "2–8".
    expect(shadeClasses([...Array(10).fill(1), 2, 8])).toEqual([
      { level: 1, min: 1, max: 1 },
      { level: 3, min: 2, max: 2 },
      { level: 5, min: 8, max: 8 },
    ]);
  });

  it('replaces the region and page of the search it keeps', () => {
    expect(regionListHref('UA-05', '?region=UA-07&region=UA-09&page=4&map=amount&q=вода')).toBe(
      '/projects?q=%D0%B2%D0%BE%D0%B4%D0%B0&region=UA-05&page=1',
    );
  });
});
