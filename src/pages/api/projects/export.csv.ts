import {
  csvLine,
  contentDisposition,
  exportCells,
  exportHeaders,
  UTF8_BOM,
} from '../../../lib/projectExport';
import { parseProjectQuery } from '../../../lib/projectQuery';
import { publicOrigin } from '../../../lib/publicUrl';
import { getRegistry } from '../../../registry/db';
import { iterateProjects } from '../../../registry/projects';

// GET /api/projects/export.csv?<the list's query string>: every row of the filtered, sorted
// list (all pages), streamed batch by batch. Bad filters are left out, as on the page.
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const { query } = parseProjectQuery(url.searchParams);
  const batches = iterateProjects(getRegistry(), query);
  const origin = publicOrigin();
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvLine(exportHeaders)));
        return;
      }
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(
        encoder.encode(next.value.map((row) => csvLine(exportCells(row, origin))).join('')),
      );
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': contentDisposition('csv', new Date().toISOString().slice(0, 10)),
      'cache-control': 'no-store',
    },
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
