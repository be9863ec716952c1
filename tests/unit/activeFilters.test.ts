import { describe, expect, it } from 'vitest';
import { activeFilters } from '../../src/components/projects/activeFilters';
import type { SearchReferences } from '../../src/components/projects/types';
import { parseProjectQuery } from '../../src/lib/projectQuery';

// The chips above the results: every filter in force, in words, each linking to the same search
// without it (sort kept, back to page 1).

const refs: SearchReferences = {
  creditors: [{ id: 3, name: 'Світовий банк', shortName: 'СБ' }],
  executors: [{ id: 7, name: 'Мінінфраструктури' }],
  states: [{ id: 5, name: 'Реалізація' }],
  fields: [{ id: 2, fieldNameUkr: 'Енергетика' }],
};

const chips = (search: string) =>
  activeFilters(parseProjectQuery(new URLSearchParams(search)).query, refs);

describe('active filter chips', () => {
  it('name each filter and its value in Ukrainian words, in the order of the form', () => {
    const list = chips(
      '?mfo=3&executor=7&projectState=5&projectIndustry=2&quarter=2&monthFrom=3&amountFrom=1000000&signDate=2020-05-01&projectName=водоканал',
    );
    expect(list.map((c) => `${c.label}: ${c.value}`)).toEqual([
      'Пошук за назвою, метою, бенефіціаром: «водоканал»',
      'Кредитор (МФО): Світовий банк',
      'Стан проєкту: Реалізація',
      'Галузь: Енергетика',
      'Відповідальний виконавець: Мінінфраструктури',
      'Квартал: II квартал',
      'Місяць з: березень',
      'Сума від, грн.: 1\u00a0000\u00a0000.00 грн.',
      'Дата підписання угоди: 01.05.2020',
    ]);
  });

  it('link to the same search without that filter, keeping the sort, from page 1', () => {
    const [creditor, year] = chips('?year=2020&mfo=3&sort=projectSum,desc&page=4');
    expect(year!.removeHref).toBe('/projects?mfo=3&sort=projectSum%2Cdesc&page=1');
    expect(creditor!.removeHref).toBe('/projects?year=2020&sort=projectSum%2Cdesc&page=1');
  });

  it('leave out invalid values (the form reports those) and unknown ids keep a number', () => {
    expect(chips('?year=abc&mfo=99').map((c) => c.value)).toEqual(['№ 99']);
    expect(chips('')).toEqual([]);
  });
});
