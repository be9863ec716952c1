import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ProjectWithRegions } from '../../src/registry/places/withRegions';
import { exportBody, type ExportFormat } from '../../src/exports/exportStream';
import { openDataTable, peopleTable } from '../../src/exports/projectExport';

// Both URL families (the list's downloads and the open-data export) stream through one module:
// these tests hold every table and format to the same back-pressure, cancellation and
// formula-escaping rules.

const row = (i: number): ProjectWithRegions => ({
  projectId: String(100000000 + i),
  projectName: `=cmd|' /C calc'!A0 ${i}`,
  projectStateId: 1,
  projectStateName: 'Реалізація',
  projectFieldId: 2,
  projectFieldName: 'Енергетика',
  creditorId: 3,
  creditorName: '@Світовий банк',
  beneficiar: 'x'.repeat(2000),
  projectSum: 1000.5,
  responsibleExecutorId: null,
  responsibleExecutorName: null,
  projectPurpose: '+380 44 000 00 00',
  creditDateBegin: '2021-04-15',
  agreementEffective: null,
  regions: ['UA-63'],
});

/** Endless batches of 100 rows; records how many were read. */
function endless() {
  const state = { batches: 0 };
  async function* batches() {
    for (;;) {
      state.batches += 1;
      yield Array.from({ length: 100 }, (_, i) => row(state.batches * 100 + i));
    }
  }
  return { state, batches: batches() };
}

const tables = { people: peopleTable('https://portal.example'), openData: openDataTable };
const cases: [keyof typeof tables, ExportFormat][] = [
  ['people', 'csv'],
  ['people', 'xlsx'],
  ['openData', 'csv'],
  ['openData', 'json'],
  ['openData', 'xlsx'],
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The count once it has not changed for 300 ms; fails if it keeps growing for 5 s. */
async function stalled(count: () => number): Promise<number> {
  const deadline = Date.now() + 5_000;
  let last = -1;
  let steady = 0;
  while (steady < 3) {
    if (Date.now() > deadline) throw new Error(`still reading after 5 s (${count()} batches)`);
    await settle();
    steady = count() === last ? steady + 1 : 0;
    last = count();
  }
  return last;
}

describe.each(cases)('the %s %s export', { timeout: 15_000 }, (table, format) => {
  it('reads no further than the client takes (back-pressure)', async () => {
    const { state, batches } = endless();
    const body = exportBody(format, tables[table], batches);
    const reader = body.getReader();
    await reader.read();
    // The zip writer compresses on libuv's thread pool, so on a busy machine a few more batches
    // go in before its bytes come out and push back: wait for the reading to stall rather than
    // count it at a fixed moment. An unbounded reader never stalls.
    const stalledAt = await stalled(() => state.batches);
    // Each batch is ~200 KB: what was read while the client took one chunk stays bounded (a
    // reader without back-pressure never stalls above). The zip writer's lag decides how far
    // the workbook gets first: up to ~20 MB seen on a loaded CI machine, ~6 MB on a quiet one…
    expect(stalledAt).toBeLessThanOrEqual(200);
    // …and nothing more is read while the client takes nothing.
    await settle();
    expect(state.batches).toBe(stalledAt);
    await reader.cancel();
  });

  it('stops reading the registry when the client goes away (cancellation)', async () => {
    const { state, batches } = endless();
    const reader = exportBody(format, tables[table], batches).getReader();
    await reader.read();
    await reader.cancel();
    await settle();
    const read = state.batches;
    // The registry's iterator is closed: it gives nothing more, and nothing more is read.
    expect((await batches.next()).done).toBe(true);
    await settle();
    expect(state.batches).toBe(read);
  });
});

async function* twoRows() {
  yield [row(1), row(2)];
}

describe('formula escaping', () => {
  it.each(['people', 'openData'] as const)(
    'keeps formula text as text in the %s CSV',
    async (t) => {
      const csv = await new Response(exportBody('csv', tables[t], twoRows())).text();
      expect(csv).toContain(`'=cmd|`);
      expect(csv).toContain(`'@Світовий банк`);
      expect(csv).toContain(`'+380 44`);
      expect(csv).not.toMatch(/(^|,)[=@+]/m);
    },
  );

  it.each(['people', 'openData'] as const)(
    'keeps formula text as text in the %s XLSX',
    async (t) => {
      const bytes = await new Response(exportBody('xlsx', tables[t], twoRows())).arrayBuffer();
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes);
      const sheet = book.worksheets[0]!;
      expect(sheet.rowCount).toBe(3);
      const texts = (sheet.getRow(2).values as unknown[]).filter((v) => typeof v === 'string');
      expect(texts.some((v) => /^[=@+]/.test(v as string))).toBe(false);
      expect(texts).toContain(`'@Світовий банк`);
    },
  );

  it('links each project page in the people XLSX and formats amounts with two decimals', async () => {
    const bytes = await new Response(exportBody('xlsx', tables.people, twoRows())).arrayBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const sheet = book.worksheets[0]!;
    // The link, then the regions.
    expect(sheet.getRow(2).getCell(sheet.columnCount).value).toBe('Харківська область');
    const last = sheet.getRow(2).getCell(sheet.columnCount - 1);
    expect(last.value).toEqual({
      text: 'https://portal.example/projects/100000001',
      hyperlink: 'https://portal.example/projects/100000001',
    });
    expect(sheet.getRow(2).getCell(6).value).toBe(1000.5);
    expect(sheet.getColumn(6).numFmt).toBe('#,##0.00');
  });
});
