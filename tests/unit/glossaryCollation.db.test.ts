import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupGlossary } from '../../src/components/glossary/glossaryGroups';
import type { Registry } from '../../src/registry/database/db';
import { listGlossary } from '../../src/registry/content/glossary';
import { testRegistry } from '../support/testRegistry';

const entry = (label: string) => ({ code: `code-${label}`, label });

describe('glossary order (Ukrainian alphabet)', () => {
  it('groups by first letter with Ґ, Є, І, Ї in their places of the alphabet', () => {
    const labels = [
      'Їжа',
      'Яр',
      'Ґрунт',
      'Іспит',
      'Гранд',
      'Єдність',
      'Инший',
      'Дата',
      'Етап',
      'Йод',
      'Аудит',
    ];
    const letters = groupGlossary(labels.map(entry)).map((g) => g.letter);
    expect(letters).toEqual(['А', 'Г', 'Ґ', 'Д', 'Е', 'Є', 'И', 'І', 'Ї', 'Й', 'Я']);
  });

  it('sorts terms inside a letter alphabetically and ignores case for the letter', () => {
    const groups = groupGlossary(['грант', 'Гарантія', 'Гідність'].map(entry));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.letter).toBe('Г');
    expect(groups[0]!.entries.map((e) => e.label)).toEqual(['Гарантія', 'Гідність', 'грант']);
  });

  describe('the demo glossary', () => {
    let db: Registry;
    beforeAll(async () => {
      db = await testRegistry({ projects: 1 });
    });
    afterAll(async () => {
      await db.destroy();
    });

    it('lists every term once, in Ukrainian order, with codes of at least 5 characters', async () => {
      const entries = await listGlossary(db);
      expect(entries.length).toBeGreaterThan(20);
      const collator = new Intl.Collator('uk');
      const labels = entries.map((e) => e.label);
      expect(labels).toEqual([...labels].sort(collator.compare));
      expect(entries.every((e) => e.code.length >= 5)).toBe(true);
      const letters = groupGlossary(entries).map((g) => g.letter);
      expect(letters).toEqual([...letters].sort(collator.compare));
      expect(new Set(letters).size).toBe(letters.length);
    });
  });
});
