import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/exports/contentDisposition';
import { exportCells, exportHeaders, projectListFileName } from '../../src/exports/projectCells';
import {
  exportQueryString,
  nextSort,
  parseProjectQuery,
  projectSearchInput,
} from '../../src/lib/projectQuery';
import type { ProjectWithRegions } from '../../src/registry/places/withRegions';
import { exportBody } from '../../src/exports/exportStream';
import { peopleTable } from '../../src/exports/projectExport';

async function* oneBatch<T>(item: T) {
  yield [item];
}

const row: ProjectWithRegions = {
  projectId: '100000017',
  projectName: 'Будівництво "Дніпро", етап II',
  projectStateId: 2,
  projectStateName: 'Реалізація',
  projectFieldId: 3,
  projectFieldName: 'Енергетика',
  creditorId: 4,
  creditorName: 'Світовий банк',
  responsibleExecutorId: null,
  beneficiar: '=HYPERLINK("x")',
  projectSum: 1234567.891,
  responsibleExecutorName: null,
  projectPurpose: 'Рядок 1\nрядок 2',
  creditDateBegin: '2021-04-15',
  agreementEffective: null,
  regions: ['UA-12', 'UA-63'],
};

describe('CSV export (RFC 4180)', () => {
  it('writes human labels, DD.MM.YYYY dates, 2-decimal amounts and the project link', () => {
    const cells = exportCells(row, 'https://portal.example');
    expect(cells).toHaveLength(exportHeaders.length);
    expect(cells).toEqual([
      'Будівництво "Дніпро", етап II',
      'Реалізація',
      'Енергетика',
      'Світовий банк',
      '=HYPERLINK("x")',
      1234567.89,
      null,
      'Рядок 1\nрядок 2',
      '15.04.2021',
      null,
      'https://portal.example/projects/100000017',
      'Дніпропетровська область; Харківська область',
    ]);
  });

  it('quotes commas, quotes and line breaks, keeps formulas as text and ends records with CRLF', async () => {
    const body = exportBody('csv', peopleTable('https://portal.example'), oneBatch(row));
    const bytes = new Uint8Array(await new Response(body).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs
    const [header, line] = new TextDecoder().decode(bytes).split('\r\n');
    expect(header).toBe(exportHeaders.map((h) => (h.includes(',') ? `"${h}"` : h)).join(','));
    expect(`${line}\r\n`).toBe(
      '"Будівництво ""Дніпро"", етап II",Реалізація,Енергетика,Світовий банк,"\'=HYPERLINK(""x"")",1234567.89,,"Рядок 1\nрядок 2",15.04.2021,,https://portal.example/projects/100000017,Дніпропетровська область; Харківська область\r\n',
    );
  });

  it('names the download in ASCII and in Ukrainian', () => {
    const file = projectListFileName('csv', '2026-01-02');
    expect(contentDisposition(file.name, file.fallbackBase)).toBe(
      `attachment; filename="projects-2026-01-02.csv"; filename*=UTF-8''${encodeURIComponent('проєкти-МФО-2026-01-02.csv')}`,
    );
  });
});

describe('sort and export query strings', () => {
  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort({ field: 'projectSum', direction: 'asc' }, 'projectSum')).toEqual({
      field: 'projectSum',
      direction: 'desc',
    });
    expect(nextSort({ field: 'projectSum', direction: 'desc' }, 'projectName')).toEqual({
      field: 'projectName',
      direction: 'asc',
    });
  });

  it('exports keep the filters and sort of the list but not the page', () => {
    const query = projectSearchInput().parse({
      filters: { mfo: 2, projectName: 'школа' },
      sort: { field: 'projectSum', direction: 'desc' },
      page: 3,
    });
    const text = exportQueryString(query);
    expect(text).not.toMatch(/page=/);
    const back = parseProjectQuery(new URLSearchParams(text)).query;
    expect(back.filters).toEqual(query.filters);
    expect(back.sort).toEqual(query.sort);
    expect(exportQueryString(projectSearchInput().parse({}))).toBe('');
  });

  it('reads amounts typed with spaces and a decimal comma', () => {
    const { query, errors } = parseProjectQuery(
      new URLSearchParams({ amountFrom: '1 000 000,50', amountTo: '2\u00a0000\u00a0000' }),
    );
    expect(errors).toEqual({});
    expect(query.filters).toMatchObject({ amountFrom: 1000000.5, amountTo: 2000000 });
  });
});
