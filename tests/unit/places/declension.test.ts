import { describe, expect, it } from 'vitest';
import {
  adjectivalFeminine,
  feminine,
  softFeminine,
  twoWords,
} from '../../../src/registry/places/declension';
import { gazetteerCities, gazetteerUnits } from '../../../src/registry/places/gazetteer';

const formsOf = (name: string) => gazetteerCities.find((c) => c.name === name)?.forms;

describe('the declension of place names', () => {
  it('declines both words of a two-word name in step', () => {
    expect(twoWords(adjectivalFeminine('Біла'), feminine('Церква'))).toEqual([
      'Біла Церква',
      'Білої Церкви',
      'Білій Церкві',
      'Білу Церкву',
      'Білою Церквою',
    ]);
    expect(formsOf('Нова Каховка')).toEqual([
      'Нова Каховка',
      'Нової Каховки',
      'Новій Каховці',
      'Нову Каховку',
      'Новою Каховкою',
    ]);
    expect(formsOf('Гола Пристань')).toEqual([
      'Гола Пристань',
      'Голої Пристані',
      'Голій Пристані',
      'Голу Пристань',
      'Голою Пристанню',
    ]);
  });

  it('doubles the consonant of a third-declension instrumental only after a vowel', () => {
    expect(softFeminine('Пристань').at(-1)).toBe('Пристанню');
    expect(softFeminine('Радість').at(-1)).toBe('Радістю');
  });
});

describe('the gazetteer', () => {
  it('names each city once per unit, its nominative first, with no empty form', () => {
    const keys = gazetteerCities.map((c) => `${c.region} ${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const city of gazetteerCities) {
      expect(city.forms[0], city.name).toBe(city.name);
      expect(
        city.forms.every((f) => f.trim() === f && f.length > 0),
        city.name,
      ).toBe(true);
    }
  });

  it('lists every unit’s centre among its cities', () => {
    for (const unit of gazetteerUnits) {
      expect(formsOf(unit.centre), `${unit.code} ${unit.centre}`).toBeDefined();
    }
  });
});
