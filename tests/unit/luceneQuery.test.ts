import { describe, expect, it } from 'vitest';
import { parseLuceneQuery, QueryError } from '../../src/rest/luceneQuery';

const refused = (query: string) => {
  try {
    parseLuceneQuery(query);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${query}`);
};

describe('Lucene query of the REST search → registry filters', () => {
  it('treats an empty query and typeKey:PROJECT alone as the whole registry', () => {
    expect(parseLuceneQuery(undefined)).toEqual({ filters: {} });
    expect(parseLuceneQuery('  ')).toEqual({ filters: {} });
    expect(parseLuceneQuery('typeKey:PROJECT')).toEqual({ filters: {} });
  });

  it('maps field conditions joined by AND to one filter set', () => {
    expect(
      parseLuceneQuery(
        'typeKey:PROJECT AND data.creditorId:3 AND data.projectName:"вода мир" AND data.projectStateId:2',
      ),
    ).toEqual({ filters: { mfo: 3, projectName: 'вода мир', projectState: 2 } });
  });

  it('accepts field names without the data. prefix and && as AND', () => {
    expect(parseLuceneQuery('creditorId:3 && projectFieldId:4')).toEqual({
      filters: { mfo: 3, projectIndustry: 4 },
    });
  });

  it('maps amount and month ranges, with * as an open end', () => {
    expect(parseLuceneQuery('data.projectSum:[1000 TO *] AND data.month:[3 TO 6]')).toEqual({
      filters: { amountFrom: 1000, monthFrom: 3, monthTo: 6 },
    });
    expect(parseLuceneQuery('data.projectSum:5000')).toEqual({
      filters: { amountFrom: 5000, amountTo: 5000 },
    });
  });

  it('turns OR into alternatives, distributing AND over grouped ORs', () => {
    expect(
      parseLuceneQuery(
        'typeKey:PROJECT AND data.year:2020 AND (data.creditorId:1 OR data.creditorId:2)',
      ),
    ).toEqual({
      filters: {},
      anyOf: [
        { year: 2020, mfo: 1 },
        { year: 2020, mfo: 2 },
      ],
    });
    expect(parseLuceneQuery('data.creditorId:(1 OR 2)')).toEqual({
      filters: {},
      anyOf: [{ mfo: 1 }, { mfo: 2 }],
    });
  });

  it('searches the project name for a term without a field, and drops a trailing * on text', () => {
    expect(parseLuceneQuery('водопостач*')).toEqual({ filters: { projectName: 'водопостач' } });
  });

  it('refuses what it cannot answer exactly, with a Ukrainian message', () => {
    expect(refused('data.creditorId:3 data.year:2020')).toContain('AND або OR');
    expect(refused('NOT data.creditorId:3')).toContain('Заперечення');
    expect(refused('-data.creditorId:3')).toContain('Заперечення');
    expect(refused('data.creditorId:3 AND NOT data.year:2020')).toContain('AND NOT');
    expect(refused('data.projectName:вода~')).toContain('нечіткий');
    expect(refused('data.projectName:вода^2')).toContain('вага');
    expect(refused('data.projectName:/во.а/')).toContain('регулярні');
    expect(refused('data.projectName:в*да')).toContain('шаблони');
    expect(refused('data.projectSum:{1 TO 5}')).toContain('[a TO b]');
    expect(refused('data.creditorId:[1 TO 5]')).toContain('діапазон');
    expect(refused('data.colour:red')).toContain('«data.colour»');
    expect(refused('typeKey:NEWS')).toContain('PROJECT');
    expect(refused('data.creditorId:abc')).toContain('data.creditorId');
    expect(refused('data.year:1800')).toContain('1990');
    expect(refused('data.creditorId:1 AND data.creditorId:2')).toContain('повторюється');
    expect(refused('data.creditorId:1 AND data.year:2020 OR data.year:2021')).toContain('дужками');
    expect(refused('data.projectSum:[9 TO 1]')).toContain('amountTo');
    expect(refused('data.creditorId:(1')).toContain('Синтаксична помилка');
  });

  it('limits how far OR may multiply', () => {
    const ors = (n: number) =>
      `(${Array.from({ length: n }, (_, i) => `data.year:${2000 + i}`).join(' OR ')})`;
    expect(refused(`${ors(5)} AND ${ors(5)}`)).toContain('альтернатив');
  });
});
