import { describe, expect, it } from 'vitest';
import {
  defaultSort,
  parseProjectQuery,
  projectQueryString,
  projectSearchInput,
} from '../../src/lib/projectQuery';

describe('query string → search', () => {
  it('reads every filter, the page and the sort', () => {
    const { query, errors } = parseProjectQuery(
      new URLSearchParams(
        'year=2021&quarter=2&monthFrom=4&monthTo=5&projectName=вода&beneficiary=рада&mfo=3&amountFrom=10&amountTo=2000&signDate=2021-04-15&validityDate=2021-06-01&executor=7&projectState=2&projectIndustry=5&page=3&sort=projectSum,desc',
      ),
    );
    expect(errors).toEqual({});
    expect(query).toEqual({
      filters: {
        year: 2021,
        quarter: 2,
        monthFrom: 4,
        monthTo: 5,
        projectName: 'вода',
        beneficiary: 'рада',
        mfo: 3,
        amountFrom: 10,
        amountTo: 2000,
        signDate: '2021-04-15',
        validityDate: '2021-06-01',
        executor: 7,
        projectState: 2,
        projectIndustry: 5,
      },
      page: 3,
      pageSize: 10,
      sort: { field: 'projectSum', direction: 'desc' },
    });
  });

  it('ignores unknown parameters and empty values', () => {
    const { query, errors } = parseProjectQuery(new URLSearchParams('foo=bar&year=&page=1'));
    expect(errors).toEqual({});
    expect(query.filters).toEqual({});
    expect(query.sort).toEqual(defaultSort);
  });

  it('reports malformed values in Ukrainian and drops only those filters', () => {
    const { query, errors } = parseProjectQuery(
      new URLSearchParams(
        'page=-1&monthFrom=13&signDate=2024-02-30&mfo=abc&amountFrom=500&amountTo=100&year=2020',
      ),
    );
    expect(errors.page).toBe('1 або більше');
    expect(errors.monthFrom).toBe('12 або менше');
    expect(errors.signDate).toMatch(/формат/);
    expect(errors.mfo).toBe('тільки цифри');
    expect(errors.amountTo).toBe('500 або більше');
    expect(query.page).toBe(1);
    expect(query.filters).toEqual({ year: 2020, amountFrom: 500 });
  });

  it('refuses a 10 000-character name with the max-length message', () => {
    const { errors, query } = parseProjectQuery(
      new URLSearchParams({ projectName: 'а'.repeat(10_000) }),
    );
    expect(errors.projectName).toBe('до 200 символів');
    expect(query.filters.projectName).toBeUndefined();
  });
});

describe('search → query string', () => {
  it('keeps non-empty values only, then sort and page', () => {
    expect(
      projectQueryString({
        filters: { projectName: ' школа ', mfo: 2, beneficiary: '' },
        page: 4,
        sort: { field: 'projectSum', direction: 'asc' },
      }),
    ).toBe('?projectName=%D1%88%D0%BA%D0%BE%D0%BB%D0%B0&mfo=2&sort=projectSum%2Casc&page=4');
  });

  it('round-trips through the parser', () => {
    const filters = { year: 2019, projectState: 3, projectName: "об'єкт" };
    const text = projectQueryString({ filters, page: 2 });
    const { query } = parseProjectQuery(new URLSearchParams(text));
    expect(query.filters).toEqual(filters);
    expect(query.page).toBe(2);
  });
});

describe('projects.search input', () => {
  it('fills defaults and rejects bad values', () => {
    expect(projectSearchInput().parse({})).toMatchObject({
      page: 1,
      pageSize: 10,
      sort: defaultSort,
    });
    expect(projectSearchInput().safeParse({ page: 0 }).success).toBe(false);
    expect(
      projectSearchInput().safeParse({ filters: { amountFrom: 5, amountTo: 1 } }).success,
    ).toBe(false);
  });
});
