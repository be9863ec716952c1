import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionCodes } from '../../src/lib/regions';
import { gazetteerCities, gazetteerUnits } from '../../src/registry/places/gazetteer';
import { placeProject } from '../../src/registry/places/placement';
import { goldenCases } from '../fixtures/placementGolden';

const regionsOf = (text: Parameters<typeof placeProject>[0]) =>
  placeProject(text).map((p) => p.region);

describe('the golden table', () => {
  it('holds at least 60 texts, traps among them', () => {
    expect(goldenCases.length).toBeGreaterThanOrEqual(60);
    expect(goldenCases.filter((c) => c.trap).length).toBeGreaterThanOrEqual(15);
  });

  it.each(goldenCases.map((c) => [Object.values(c.text).join(' | '), c] as const))(
    '%s',
    (_label, c) => {
      expect(regionsOf(c.text)).toEqual([...c.regions].sort());
    },
  );

  it('precision and recall over the whole table', () => {
    let found = 0;
    let right = 0;
    let expected = 0;
    for (const c of goldenCases) {
      const got = regionsOf(c.text);
      found += got.length;
      right += got.filter((r) => c.regions.includes(r)).length;
      expected += c.regions.length;
    }
    const precision = right / found;
    const recall = right / expected;
    console.info(
      `placement golden table: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${goldenCases.length} texts)`,
    );
    expect(precision).toBe(1);
    expect(recall).toBe(1);
  });
});

describe('evidence', () => {
  it('names the field and the words', () => {
    expect(placeProject({ projectName: 'Тепломережі м. Харкова' })).toEqual([
      { region: 'UA-63', evidence: 'за назвою проєкту: «м. Харкова»' },
    ]);
    expect(
      placeProject({ projectName: 'Водопостачання', beneficiar: 'Львівська обласна рада' }),
    ).toEqual([{ region: 'UA-46', evidence: 'за бенефіціаром: «Львівська обласна»' }]);
  });

  it('a text naming no place is not placed', () => {
    expect(placeProject({ projectName: 'Реформа державних фінансів' })).toEqual([]);
    expect(placeProject({})).toEqual([]);
  });
});

// Every case form of every unit: its oblast («Харківської області»), its other names
// (Харківщина), its centre and its cities (after «м.» where the name needs it).
const oblastPhrases = (stem: string) => [
  `${stem}а область`,
  `${stem}ої області`,
  `${stem}ій області`,
  `${stem}у область`,
  `${stem}ою областю`,
  `${stem}а обл.`,
  `${stem}а обласна рада`,
  `${stem}ої обласної військової адміністрації`,
  `${stem}а ОДА`,
];
const crimea = [
  'Автономна Республіка Крим',
  'Автономної Республіки Крим',
  'Автономній Республіці Крим',
  'Автономну Республіку Крим',
  'Автономною Республікою Крим',
  'АР Крим',
];
const unitPhrases = gazetteerUnits.flatMap((unit) =>
  [
    ...(unit.oblastAdjective ? oblastPhrases(unit.oblastAdjective) : []),
    ...unit.names,
    ...(unit.code === 'UA-43' ? crimea : []),
    ...gazetteerCities
      .filter((c) => c.region === unit.code)
      .flatMap((c) => c.forms.map((form) => `м. ${form}`)),
  ].map((phrase) => [unit.code, phrase] as const),
);

describe('every case form of every unit finds the unit', () => {
  it('covers all 27 units', () => {
    expect(new Set(unitPhrases.map(([code]) => code))).toEqual(new Set(regionCodes));
  });

  it('in any field, amid any words', () => {
    const filler = fc.constantFrom(
      '',
      'Відновлення',
      'Будівництво школи для',
      'Програма розвитку; кредит ЄБРР:',
      '(друга черга)',
    );
    const field = fc.constantFrom('projectName', 'beneficiar', 'projectPurpose', 'initiator');
    fc.assert(
      fc.property(
        fc.constantFrom(...unitPhrases),
        filler,
        filler,
        field,
        ([code, phrase], before, after, f) => {
          const text = `${before} ${phrase} ${after}`;
          expect(regionsOf({ [f]: text })).toContain(code);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('each phrase alone, exhaustively', () => {
    const missed = unitPhrases.filter(
      ([code, phrase]) => !regionsOf({ projectName: phrase }).includes(code),
    );
    expect(missed).toEqual([]);
  });
});
