import { describe, expect, it } from 'vitest';
import {
  formatThousands,
  projectsWord,
  thousandsCell,
} from '../../src/components/statistics/amountScale';
import { statisticsCsv } from '../../src/exports/statisticsCsv';
import { groupingSummary } from '../../src/components/statistics/summaries';
import { wrapLabel } from '../../src/components/statistics/wrapLabel';
import { groupDocuments } from '../../src/components/regulatory/groupDocuments';
import { homeSection } from '../../src/lib/homeSection';
import { parseProjectQuery } from '../../src/lib/projectQuery';
import {
  UNKNOWN_STATE_NOTE,
  groupingRowHref,
  parseStatisticsState,
  statisticsCsvHref,
} from '../../src/lib/statisticsQuery';

const group = (id: number, name: string, count: number, amount: number) => ({
  id,
  name,
  count,
  amount,
  creditAmount: amount / 2,
  usedAmount: 0,
});

describe('the home route sections', () => {
  it('shows index, analytics or docs from p, and the landing for anything else', () => {
    expect(homeSection('analytics')).toBe('analytics');
    expect(homeSection('docs')).toBe('docs');
    expect(homeSection('index')).toBe('index');
    expect(homeSection(null)).toBe('index');
    expect(homeSection('ANALYTICS')).toBe('index');
    expect(homeSection('<script>')).toBe('index');
  });
});

describe('the statistics state parameter', () => {
  const known = [1, 2, 5];
  it('takes a known state id', () => {
    expect(parseStatisticsState('5', known)).toEqual({ stateId: 5 });
    expect(parseStatisticsState(' 2 ', known)).toEqual({ stateId: 2 });
  });
  it('means all states when empty or absent', () => {
    expect(parseStatisticsState(null, known)).toEqual({});
    expect(parseStatisticsState('', known)).toEqual({});
  });
  it.each(['9', 'abc', '-1', '0', '1.5', '1e3', '99999999999999999999', '5;drop'])(
    'falls back to all states with a note for %j',
    (raw) => {
      expect(parseStatisticsState(raw, known)).toEqual({ note: UNKNOWN_STATE_NOTE });
    },
  );
});

describe('links from a grouping row to the registry', () => {
  it('filters by the row and the selected state, on page 1', () => {
    expect(groupingRowHref('creditor', 3)).toBe('/projects?mfo=3&page=1');
    expect(groupingRowHref('field', 2, 5)).toBe(
      '/projects?projectState=5&projectIndustry=2&page=1',
    );
    expect(groupingRowHref('executor', 7)).toBe('/projects?executor=7&page=1');
    expect(groupingRowHref('period', 2019, 1)).toBe('/projects?projectState=1&year=2019&page=1');
  });
  it('gives links the registry search understands without errors', () => {
    const href = groupingRowHref('period', 2019, 5)!;
    const parsed = parseProjectQuery(new URLSearchParams(href.split('?')[1]));
    expect(parsed.errors).toEqual({});
    expect(parsed.query.filters).toEqual({ year: 2019, projectState: 5 });
  });
  it('points the CSV download at the same state', () => {
    expect(statisticsCsvHref('field')).toBe('/api/statistics/field.csv');
    expect(statisticsCsvHref('period', 5)).toBe('/api/statistics/period.csv?state=5');
  });
});

describe('the CSV of a statistics table', () => {
  it('has a BOM, a Ukrainian header and the full amounts in hryvnias, labelled грн.', () => {
    const csv = statisticsCsv('creditor', [group(1, 'Банк, "Розвитку"', 3, 1234.5)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Кредитор,Кількість проєктів,"Загальна вартість, грн.","Сума кредитів, грн.","Використано коштів, грн."',
    );
    expect(lines[1]).toBe('"Банк, ""Розвитку""",3,1234.50,617.25,0.00');
  });
});

describe('text summaries of the charts', () => {
  it('names the largest group with its share and the totals', () => {
    const text = groupingSummary('field', [
      group(1, 'Енергетика', 3, 3e9),
      group(2, 'Освіта', 1, 1e9),
    ]);
    expect(text).toBe(
      'Найбільша загальна вартість — галузь «Енергетика»: 3\u00a0000\u00a0000 тис.грн. (75 % від усієї суми, 3 проєкти). ' +
        'Друге місце — «Освіта»: 1\u00a0000\u00a0000 тис.грн. Усього груп: 2, 4 проєкти на 4\u00a0000\u00a0000 тис.грн.',
    );
  });
  it('describes the span of years and the peak year', () => {
    const text = groupingSummary('period', [
      group(2019, '2019', 1, 5e6),
      group(2021, '2021', 4, 2e7),
    ]);
    expect(text).toContain('з 2019 по 2021 рік: 5 проєктів на 25\u00a0000 тис.грн.');
    expect(text).toContain('у 2021 році: 20\u00a0000 тис.грн. (4 проєкти)');
  });
  it('says when there is nothing to show', () => {
    expect(groupingSummary('creditor', [])).toBe('Для вибраного стану проєктів немає даних.');
  });
  it('uses Ukrainian plural forms', () => {
    expect([1, 2, 5, 11, 21, 22, 112].map(projectsWord)).toEqual([
      'проєкт',
      'проєкти',
      'проєктів',
      'проєктів',
      'проєкт',
      'проєкти',
      'проєктів',
    ]);
  });

  it("shows amounts in thousands labelled 'тис.грн.', never млн or млрд (spec §9)", () => {
    expect(formatThousands(518_242_849_366.08)).toBe('518\u00a0242\u00a0849 тис.грн.');
    expect(formatThousands(12_345)).toBe('12 тис.грн.');
    expect(formatThousands(-250_000)).toBe('-250 тис.грн.');
    expect(thousandsCell(1_234_567.89)).toBe('1\u00a0234.57');
    const text = groupingSummary('creditor', [
      group(1, 'Банк', 2, 7.5e11),
      group(2, 'Фонд', 1, 2e6),
    ]);
    expect(text).not.toMatch(/млн|млрд/);
  });
});

describe('chart labels', () => {
  it('wrap long Ukrainian names at spaces', () => {
    expect(wrapLabel('Міністерство розвитку громад та територій України', 20)).toEqual([
      'Міністерство',
      'розвитку громад та',
      'територій України',
    ]);
  });
});

describe('the regulatory base', () => {
  const doc = (id: number, kind: string, date: string) => ({
    id,
    kind,
    title: `Акт ${id}`,
    number: String(id),
    date,
    issuer: 'Кабінет Міністрів України',
    url: `https://zakon.rada.gov.ua/laws/show/${id}`,
  });
  it('groups acts by kind in order of legal force, newest first inside a group', () => {
    const groups = groupDocuments([
      doc(1, 'Наказ Мінфіну', '2020-01-01'),
      doc(2, 'Постанова КМУ', '2011-01-01'),
      doc(3, 'Закон', '2004-01-01'),
      doc(4, 'Постанова КМУ', '2019-05-05'),
      doc(5, 'Кодекс', '2010-07-08'),
    ]);
    expect(groups.map((g) => g.kind)).toEqual([
      'Кодекс',
      'Закон',
      'Постанова КМУ',
      'Наказ Мінфіну',
    ]);
    expect(groups[2]!.title).toBe('Постанови Кабінету Міністрів України');
    expect(groups[2]!.documents.map((d) => d.id)).toEqual([4, 2]);
  });
});
