import { PassThrough, Readable } from 'node:stream';
import { stringify, type Options as CsvOptions } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { safeText, type ExportCell } from './projectCells';
import { mediaTypes } from './mediaTypes';
import { writable } from './writableDrain';
import { log } from '../config/log';

// Every download of the registry list (the list's CSV/XLSX and the open-data CSV/JSON/XLSX)
// streams through here: rows arrive from the registry in batches and leave as the client takes
// them (back-pressure), a client that goes away stops the reading (cancellation closes the
// batch iterator), and text a spreadsheet would run as a formula is kept as text.

export const exportFormats = ['csv', 'json', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: mediaTypes.csv,
  json: mediaTypes.json,
  xlsx: mediaTypes.xlsx,
};

export interface ExportColumn {
  /** Title in the CSV header row. */
  csvHeader: string;
  /** Title in the workbook's header row. */
  sheetHeader: string;
  width?: number;
  /** Excel number format (amounts). */
  numFmt?: string;
  /** The cell is an address: the workbook makes it a link. */
  link?: boolean;
}

export interface ExportTable<Row> {
  columns: readonly ExportColumn[];
  cells(row: Row): ExportCell[];
  /** JSON carries the rows as they are (open data only). */
  json?: (row: Row) => unknown;
  csv: {
    /** Excel needs the byte-order mark to read UTF-8 (Ukrainian text) from a CSV file. */
    bom: boolean;
    recordDelimiter: 'unix' | 'windows';
    /** Numbers with a fixed number of decimals (amounts in people's files). */
    decimals?: number;
  };
  sheet: { name: string; styled: boolean };
}

const encoder = new TextEncoder();

const safeCells = (cells: ExportCell[]): ExportCell[] =>
  cells.map((cell) => (typeof cell === 'string' ? safeText(cell) : cell));

async function* csvChunks<Row>(table: ExportTable<Row>, batches: AsyncIterable<Row[]>) {
  const { decimals, recordDelimiter, bom } = table.csv;
  const options: CsvOptions = {
    record_delimiter: recordDelimiter,
    // csv-stringify quotes only the record delimiter itself; a lone line break must be quoted
    // too (RFC 4180), or spreadsheets split the row.
    quoted_match: /[\r\n]/,
    cast: decimals === undefined ? {} : { number: (value) => value.toFixed(decimals) },
  };
  const header = stringify([table.columns.map((c) => c.csvHeader)], options);
  yield encoder.encode(bom ? `\uFEFF${header}` : header);
  for await (const rows of batches) {
    yield encoder.encode(
      stringify(
        rows.map((row) => safeCells(table.cells(row))),
        options,
      ),
    );
  }
}

async function* jsonChunks<Row>(toJson: (row: Row) => unknown, batches: AsyncIterable<Row[]>) {
  let first = true;
  yield encoder.encode('[');
  for await (const rows of batches) {
    const text = rows.map((row) => JSON.stringify(toJson(row))).join(',\n');
    yield encoder.encode(`${first ? '\n' : ',\n'}${text}`);
    first = false;
  }
  yield encoder.encode('\n]\n');
}

/**
 * A byte stream that reads the next chunk only when the client wants it; cancel closes the
 * chunks and their source (which may not have been started yet).
 */
function pulled(
  chunks: AsyncGenerator<Uint8Array>,
  source: AsyncGenerator<unknown>,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
      await source.return(undefined);
    },
  });
}

/**
 * How much of a workbook waits between the zip writer and a slow client, in each of the two
 * buffers (the Node stream, the web stream's queue). Set here rather than left to Node: Node 22
 * raised the default from 16 to 64 KiB, which Readable.toWeb also takes as its queue's length in
 * chunks, so a download held about four times as much before pushing back on Node 24.
 */
const XLSX_BUFFER_BYTES = 16 * 1024;

function xlsxStream<Row>(
  table: ExportTable<Row>,
  batches: AsyncIterable<Row[]>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: XLSX_BUFFER_BYTES });
  const { styled, name } = table.sheet;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: styled,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(
    name,
    styled ? { views: [{ state: 'frozen', ySplit: 1 }] } : {},
  );
  sheet.columns = table.columns.map((c) => ({
    header: c.sheetHeader,
    width: c.width ?? 24,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  if (styled) sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const links = table.columns.flatMap((c, i) => (c.link ? [i + 1] : []));
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const row of rows) {
          const added = sheet.addRow(safeCells(table.cells(row)));
          for (const i of links) {
            const address = added.getCell(i).value;
            if (typeof address === 'string') {
              added.getCell(i).value = { text: address, hyperlink: address };
            }
          }
          added.commit();
        }
        // The zip writer hands its bytes to `out` on a later turn of the event loop: give it
        // that turn, or rows pile up in its buffers and the loop never lets the client read.
        // Then wait for a slow client; stop when it went away (returning closes the iterator).
        await new Promise((resolve) => setImmediate(resolve));
        if (!(await writable(out))) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      log.error({ err: error }, 'xlsx export failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  const strategy = new ByteLengthQueuingStrategy({ highWaterMark: XLSX_BUFFER_BYTES });
  return Readable.toWeb(out, { strategy }) as ReadableStream<Uint8Array>;
}

/** The body of a download of `table` in `format`, read from `batches` as the client reads it. */
export function exportBody<Row>(
  format: ExportFormat,
  table: ExportTable<Row>,
  batches: AsyncGenerator<Row[]>,
): ReadableStream<Uint8Array> {
  if (format === 'xlsx') return xlsxStream(table, batches);
  if (format === 'json') {
    if (!table.json) throw new Error('this export has no JSON form');
    return pulled(jsonChunks(table.json, batches), batches);
  }
  return pulled(csvChunks(table, batches), batches);
}
