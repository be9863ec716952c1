import type { Handler } from 'hono';
import { peopleExport } from '../../exports/projectExport';
import { parseProjectQuery } from '../../lib/projectQuery';
import { settings } from '../../config/environment';
import { getRegistry } from '../../registry/database/db';

// GET /api/projects/export.csv|xlsx?<the list's query string>: every row of the filtered,
// sorted list (all pages), streamed batch by batch (the workbook by exceljs's streaming writer,
// so a 100 000-row export never sits whole in memory). Bad filters are left out, as on the page.

export const projectListExport: Handler = (c) => {
  const format = c.req.path.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const { query } = parseProjectQuery(new URL(c.req.url).searchParams);
  return peopleExport(getRegistry(), format, query, settings().publicOrigin);
};
