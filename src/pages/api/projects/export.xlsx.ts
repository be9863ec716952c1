import { parseProjectQuery } from '../../../lib/projectQuery';
import { publicOrigin } from '../../../lib/publicUrl';
import { getRegistry } from '../../../registry/db';
import { peopleExport } from '../../../server/projectExport';

// GET /api/projects/export.xlsx?<the list's query string>: the filtered, sorted list as an Excel
// workbook, written by exceljs's streaming writer (rows are committed as they are read, so a
// 100 000-row export never sits whole in memory).
export async function GET(request: Request): Promise<Response> {
  const { query } = parseProjectQuery(new URL(request.url).searchParams);
  return peopleExport(getRegistry(), 'xlsx', query, publicOrigin());
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
