import { parseProjectQuery } from '../../../lib/projectQuery';
import { publicOrigin } from '../../../lib/publicUrl';
import { getRegistry } from '../../../registry/db';
import { peopleExport } from '../../../server/projectExport';

// GET /api/projects/export.csv?<the list's query string>: every row of the filtered, sorted
// list (all pages), streamed batch by batch. Bad filters are left out, as on the page.
export async function GET(request: Request): Promise<Response> {
  const { query } = parseProjectQuery(new URL(request.url).searchParams);
  return peopleExport(getRegistry(), 'csv', query, publicOrigin());
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
