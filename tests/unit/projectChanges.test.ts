import { describe, expect, it } from 'vitest';
import {
  changeSummary,
  changeTitle,
  changeValueText,
  diffValues,
  trackedFields,
  typedValue,
  type TrackedValues,
} from '../../src/lib/projectChanges';
import { changesFeedHref, changesQueryString, parseChangesQuery } from '../../src/lib/changesQuery';
import { kyivDay } from '../../src/lib/kyivDay';

// The rules of the change history: which fields it follows, when two values are the same, how
// a change reads on the page and in feeds, and what the /changes parameters accept.

const empty = Object.fromEntries(trackedFields.map((f) => [f, null])) as TrackedValues;
const project = (values: Partial<TrackedValues>): TrackedValues => ({ ...empty, ...values });

describe('the fields the history follows', () => {
  it('are the published fields with reference names, not ids, the key or the service time', () => {
    expect(trackedFields).toContain('projectSum');
    expect(trackedFields).toContain('projectStateName');
    expect(trackedFields).toContain('responsibleExecutorName');
    expect(trackedFields).not.toContain('projectStateId');
    expect(trackedFields).not.toContain('projectId');
    expect(trackedFields).not.toContain('updatedAt');
  });
});

describe('diffValues', () => {
  it('finds nothing when every value is the same', () => {
    const a = project({ projectName: 'Водоканал', projectSum: 1000.5, isCreditPaid: false });
    expect(diffValues(a, { ...a })).toEqual([]);
  });

  it('lists each changed field once, old → new, in page order', () => {
    const before = project({ projectName: 'A', projectSum: 100, projectStateName: 'Реалізація' });
    const after = project({ projectName: 'A', projectSum: 120, projectStateName: 'Завершено' });
    expect(diffValues(before, after)).toEqual([
      { field: 'projectStateName', was: 'Реалізація', became: 'Завершено' },
      { field: 'projectSum', was: 100, became: 120 },
    ]);
  });

  it('treats empty text as no value, so a blank that becomes null is no change', () => {
    expect(diffValues(project({ notes: '  ' }), project({ notes: null }))).toEqual([]);
    expect(diffValues(project({ notes: null }), project({ notes: 'Нова примітка' }))).toEqual([
      { field: 'notes', was: null, became: 'Нова примітка' },
    ]);
  });

  it('compares amounts exactly and flags as booleans', () => {
    expect(diffValues(project({ grantSum: 0.1 + 0.2 }), project({ grantSum: 0.3 }))).toHaveLength(
      1,
    );
    expect(diffValues(project({ isCreditPaid: true }), project({ isCreditPaid: false }))).toEqual([
      { field: 'isCreditPaid', was: true, became: false },
    ]);
  });
});

describe('values as stored and shown', () => {
  it('types stored cells by the catalogue: amounts, 0/1 flags, text', () => {
    expect(typedValue('projectSum', '1200.5')).toBe(1200.5);
    expect(typedValue('isCreditPaid', 1)).toBe(true);
    expect(typedValue('isCreditPaid', 0)).toBe(false);
    expect(typedValue('creditDateBegin', '2020-01-02')).toBe('2020-01-02');
    expect(typedValue('notes', null)).toBeNull();
  });

  it('formats as the project page does', () => {
    expect(changeValueText('projectSum', 1234567.891)).toBe('1\u00a0234\u00a0567.89 грн.');
    expect(changeValueText('projectDateTo', '2028-12-31')).toBe('31.12.2028');
    expect(changeValueText('isCreditPaid', true)).toBe('Так');
    expect(changeValueText('notes', null)).toBeNull();
  });

  it('titles and summarises a feed entry in Ukrainian', () => {
    const fields = [
      { field: 'projectSum' as const, was: 100, became: 120 },
      { field: 'projectStateName' as const, was: 'Реалізація', became: 'Завершено' },
    ];
    expect(changeTitle({ kind: 'changed', projectName: 'Водоканал', fields })).toBe(
      'Водоканал — змінено: сума проєкту, стан проєкту',
    );
    expect(changeSummary({ kind: 'changed', fields })).toBe(
      'Сума проєкту: 100.00 грн. → 120.00 грн.; Стан проєкту: Реалізація → Завершено.',
    );
    expect(changeSummary({ kind: 'changed', fields: fields.slice(0, 1) })).toBe(
      'Сума проєкту: 100.00 грн. → 120.00 грн.',
    );
    expect(changeTitle({ kind: 'removed', projectName: 'Міст', fields: [] })).toBe(
      'Міст — проєкт вилучено з реєстру',
    );
    expect(changeSummary({ kind: 'added', fields: [] })).toBe('Проєкт додано до реєстру.');
  });

  it('cuts long texts in feeds', () => {
    const long = 'а'.repeat(400);
    const summary = changeSummary({
      kind: 'changed',
      fields: [{ field: 'notes', was: null, became: long }],
    });
    expect(summary.length).toBeLessThan(200);
    expect(summary).toContain('…');
  });
});

describe('the /changes parameters', () => {
  it('takes the /projects filters, a project, a first day and a page', () => {
    const parsed = parseChangesQuery(
      new URLSearchParams('mfo=3&projectName=вода&project=100000017&since=2026-01-01&page=2'),
    );
    expect(parsed.errors).toEqual({});
    expect(parsed.query).toEqual({
      filters: { mfo: 3, projectName: 'вода' },
      project: '100000017',
      since: '2026-01-01',
      page: 2,
      pageSize: 20,
    });
  });

  it('shows bad values back with a Ukrainian message and leaves them out', () => {
    const parsed = parseChangesQuery(
      new URLSearchParams(
        'mfo=abc&since=2026-02-30&project=%3Cx%3E&page=0&amountFrom=5&amountTo=1',
      ),
    );
    expect(Object.keys(parsed.errors).sort()).toEqual(
      ['amountTo', 'mfo', 'page', 'project', 'since'].sort(),
    );
    expect(parsed.errors.since).toBe('дата має бути у форматі РРРР-ММ-ДД');
    expect(parsed.query).toMatchObject({ filters: { amountFrom: 5 }, page: 1 });
    expect(parsed.query.since).toBeUndefined();
    expect(parsed.values.since).toBe('2026-02-30');
  });

  it('bounds the first day to the years the registry can hold', () => {
    expect(parseChangesQuery(new URLSearchParams('since=1999-12-31')).errors.since).toMatch(
      /від 2000-01-01 до 2100-12-31/,
    );
  });

  it('writes the same parameters back, the feed without a page', () => {
    const query = { filters: { mfo: 3, year: 2020 }, since: '2026-01-01', page: 3 };
    expect(changesQueryString(query)).toBe('?mfo=3&year=2020&since=2026-01-01&page=3');
    expect(changesFeedHref(query)).toBe('/changes.atom?mfo=3&year=2020&since=2026-01-01');
    expect(changesFeedHref({})).toBe('/changes.atom');
  });
});

describe('kyivDay', () => {
  it('is the date in Kyiv, not in UTC', () => {
    expect(kyivDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(kyivDay('2026-01-15T21:59:00Z')).toBe('2026-01-15');
  });
});
