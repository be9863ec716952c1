import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { safeText } from '../lib/projectExport';
import { writable } from '../lib/writableDrain';
import type { ProjectListItem } from '../registry/schemas';
import type { ExportFormat } from './params';
import { listFieldDocs } from './fieldDocs';

// Open-data export of the registry list: rows arrive from the registry in batches and leave as
// they come, so a 100 000-project export never sits in memory. CSV and JSON carry the field
// names (for programs; datapackage.json describes them); XLSX carries Ukrainian column titles
// (for people opening it in a spreadsheet).

const columns = listFieldDocs.map((f) => f.name) as (keyof ProjectListItem)[];
const encoder = new TextEncoder();

/** Text cells that a spreadsheet would run as a formula are kept as text (leading '). */
function safeRow(row: ProjectListItem): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' ? safeText(value) : value,
    ]),
  );
}

async function* csvChunks(batches: AsyncIterable<ProjectListItem[]>) {
  yield encoder.encode(stringify([columns]));
  for await (const rows of batches) {
    const safe = rows.map(safeRow);
    yield encoder.encode(stringify(safe.map((row) => columns.map((c) => row[c]))));
  }
}

async function* jsonChunks(batches: AsyncIterable<ProjectListItem[]>) {
  let first = true;
  yield encoder.encode('[');
  for await (const rows of batches) {
    const text = rows.map((row) => JSON.stringify(row)).join(',\n');
    yield encoder.encode(`${first ? '\n' : ',\n'}${text}`);
    first = false;
  }
  yield encoder.encode('\n]\n');
}

function xlsxStream(batches: AsyncIterable<ProjectListItem[]>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Проєкти');
  sheet.columns = listFieldDocs.map((f) => ({ header: f.description, key: f.name, width: 24 }));
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const row of rows) sheet.addRow(safeRow(row)).commit();
        // Wait for a slow client; stop when it went away (returning closes the iterator).
        if (!(await writable(out))) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function exportBody(
  format: ExportFormat,
  batches: AsyncIterable<ProjectListItem[]>,
): ReadableStream<Uint8Array> {
  if (format === 'xlsx') return xlsxStream(batches);
  const chunks = format === 'csv' ? csvChunks(batches) : jsonChunks(batches);
  return Readable.toWeb(Readable.from(chunks)) as ReadableStream<Uint8Array>;
}
