import { describe, expect, it } from 'vitest';
import {
  validationDictionary,
  validationMessage,
  type ValidationRule,
} from '../../src/lib/validationMessages';

const validationRules = Object.keys(validationDictionary.ua) as ValidationRule[];

// Spec §5: the dictionary exists in Ukrainian and English; these are the texts it fixes.
const specTexts = {
  max: { ua: 'до 50 символів', en: 'Max. 50 characters.' },
  min_value: { ua: '3 або більше', en: '3 or more' },
  max_value: { ua: '3 або менше', en: '3 or less' },
  numeric: { ua: 'тільки цифри', en: 'Only numbers' },
  regex: { ua: 'невірний формат', en: 'Format is invalid' },
} as const;

describe('the validation message dictionary (spec §5)', () => {
  it('has the same rules in Ukrainian and English, each with a non-empty message', () => {
    expect(Object.keys(validationDictionary.en).sort()).toEqual(
      Object.keys(validationDictionary.ua).sort(),
    );
    for (const rule of validationRules) {
      expect(validationDictionary.ua[rule].trim(), `ua ${rule}`).not.toBe('');
      expect(validationDictionary.en[rule].trim(), `en ${rule}`).not.toBe('');
    }
  });

  it('covers every rule the spec names', () => {
    for (const rule of [
      'required',
      'min',
      'max',
      'min_value',
      'max_value',
      'numeric',
      'regex',
      'email',
      'url',
      'date_format',
      'after',
      'before',
      'between',
      'digits',
      'decimal',
      'confirmed',
      'size',
      'default',
    ]) {
      expect(validationRules, rule).toContain(rule);
    }
  });

  it.each(Object.entries(specTexts))('gives the spec’s exact %s texts', (rule, texts) => {
    const params = { n: rule === 'max' ? 50 : 3 };
    expect(validationMessage(rule, params, 'ua')).toBe(texts.ua);
    expect(validationMessage(rule, params, 'en')).toBe(texts.en);
  });

  it('says "at least N characters" for min in both languages', () => {
    expect(validationMessage('min', { n: 5 }, 'en')).toBe('at least 5 characters');
    expect(validationMessage('min', { n: 5 }, 'ua')).toBe('не менше 5 символів');
  });

  it('fills every placeholder of every rule when its parameters are given', () => {
    const params = {
      n: 7,
      field: 'email',
      other: '01.01.2020',
      min: 1,
      max: 9,
      format: 'РРРР-ММ-ДД',
    };
    for (const locale of ['ua', 'en'] as const) {
      for (const rule of validationRules) {
        expect(validationMessage(rule, params, locale), `${locale} ${rule}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('falls back to the default message for a rule without its own text', () => {
    expect(validationMessage('alpha_dash', { field: 'login' }, 'en')).toBe(
      'The login value is not valid.',
    );
    expect(validationMessage('default', { field: 'name' }, 'en')).toBe(
      'The name value is not valid.',
    );
    expect(validationMessage('alpha_dash', { field: 'login' }, 'ua')).toBe(
      'Значення поля login невірне.',
    );
  });

  it('shows Ukrainian unless English is asked for', () => {
    expect(validationMessage('numeric')).toBe('тільки цифри');
  });
});
