import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  contentDisposition,
  exportCells,
  exportHeaders,
  safeText,
} from '../../../lib/projectExport';
import { parseProjectQuery } from '../../../lib/projectQuery';
import { publicOrigin } from '../../../lib/publicUrl';
import { writable } from '../../../lib/writableDrain';
import { getRegistry } from '../../../registry/db';
import { iterateProjects } from '../../../registry/projects';

// GET /api/projects/export.xlsx?<the list's query string>: the filtered, sorted list as an Excel
// workbook, written by exceljs's streaming writer (rows are committed as they are read, so a
// 100 000-row export never sits whole in memory).
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const { query } = parseProjectQuery(url.searchParams);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Проєкти МФО', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportHeaders.map((header, i) => ({
    header,
    width: [50, 18, 24, 30, 40, 20, 40, 60, 14, 14, 40][i] ?? 20,
    style: i === 5 ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const origin = publicOrigin();
  const write = async () => {
    try {
      for await (const batch of iterateProjects(getRegistry(), query)) {
        for (const row of batch) {
          const cells = exportCells(row, origin).map((c) =>
            typeof c === 'string' ? safeText(c) : c,
          );
          const link = cells[10] as string;
          const added = sheet.addRow(cells);
          added.getCell(11).value = { text: link, hyperlink: link };
          added.commit();
        }
        // Backpressure: wait for the client to take what is buffered before reading more;
        // a client that went away ends the export (the loop's return closes the iterator).
        if (!(await writable(out))) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      console.error('xlsx export failed:', error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void write();
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': contentDisposition('xlsx', new Date().toISOString().slice(0, 10)),
      'cache-control': 'no-store',
    },
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
