import type { Context, Handler } from 'hono';
import { parseProjectQuery, type ProjectFilters } from '../../lib/projectQuery';
import { projectIdSchema } from '../../lib/projectId';
import { settings } from '../../config/environment';
import { getDownloadRegistry, getRegistry, type Registry } from '../../registry/database/db';
import { exportContext } from '../../exports/iati/context';
import { projectActivityFile, searchActivityFile } from '../../exports/iati/registryActivities';
import { mediaTypes } from '../../exports/mediaTypes';
import { acceptsGzip, gzipBody } from '../gzipBody';
import { corsHeaders, errorResponse } from '../responses';
import { iatiFreshness, isNotModified, type Freshness } from './iatiFreshness';

// The registry as IATI 2.03 activity files (../shared/spec/iati/MAPPING.md), under /api/iati:
// - GET activities.xml?<the /projects query string>: every project the list finds, streamed;
//   the list's parameters with the list's validation (a bad value is a 400 with the list's
//   message, not a silently different file); 404 when nothing can be written;
// - GET activities/{projectId}.xml: one project; 400 for a malformed id, 404 for an unknown
//   one or one that cannot be an activity (saying why).
// Public data: readable from any site (CORS), revalidated with ETag/Last-Modified.

function fileHeaders(freshness: Freshness): Record<string, string> {
  return {
    'cache-control': 'no-cache',
    etag: freshness.etag,
    'last-modified': freshness.lastModified,
    ...corsHeaders,
  };
}

const notModified = (freshness: Freshness) =>
  new Response(null, { status: 304, headers: fileHeaders(freshness) });

/** The validated filters in a stable order: the same file has the same ETag however asked. */
const filtersKey = (filters: ProjectFilters) =>
  JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Level 3: measured on the 100 000-project file (1 GB), about 103 MB in the time plain
 * serialisation takes; the default level 6 made 73 MB but added 20 s of CPU.
 */
const IATI_GZIP_LEVEL = 3;

async function activities(c: Context, db: Registry, downloads: Registry): Promise<Response> {
  const { query, errors } = parseProjectQuery(new URL(c.req.url).searchParams);
  const problems = Object.entries(errors);
  if (problems.length) {
    // The list's own messages, per parameter: the file holds what the list would show.
    return new Response(
      JSON.stringify({
        error: 'invalid_parameter',
        message: problems.map(([field, message]) => `${field}: ${message}`).join('; '),
        fields: errors,
      }),
      {
        status: 400,
        headers: { 'content-type': 'application/json; charset=utf-8', ...corsHeaders },
      },
    );
  }
  const context = exportContext(settings().publicOrigin);
  const freshness = await iatiFreshness(db, {
    what: `search ${filtersKey(query.filters)}`,
    origin: context.origin,
    today: context.today,
  });
  if (isNotModified(c.req.raw.headers, freshness)) return notModified(freshness);
  const file = await searchActivityFile(downloads, { filters: query.filters }, context);
  if (file.kind === 'empty') {
    return errorResponse(
      404,
      'not_found',
      file.found === 0
        ? 'За цими умовами не знайдено жодного проєкту'
        : `Знайдено проєктів: ${file.found}, але жоден не можна записати у форматі IATI (немає дати початку чи стану з відповідником IATI)`,
    );
  }
  // Compressed here, not by the edge: see gzipBody.ts (the file is about 10 KB per project).
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  return new Response(gzip ? gzipBody(file.body, IATI_GZIP_LEVEL) : file.body, {
    headers: {
      'content-type': mediaTypes.xml,
      ...fileHeaders(freshness),
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    },
  });
}

async function activity(c: Context, db: Registry): Promise<Response> {
  const name = /^(.*)\.xml$/s.exec(c.req.param('file') ?? '');
  if (!name) return errorResponse(404, 'not_found', `Шлях ${c.req.path} не існує`);
  const id = projectIdSchema.safeParse(name[1]);
  if (!id.success) {
    return errorResponse(
      400,
      'invalid_parameter',
      'projectId: ідентифікатор проєкту — від 9 до 64 латинських літер, цифр, «_» чи «-»',
    );
  }
  const context = exportContext(settings().publicOrigin);
  const file = await projectActivityFile(db, id.data, context);
  if ('missing' in file) return errorResponse(404, 'not_found', `Проєкт ${id.data} не знайдено`);
  if ('skip' in file) {
    return errorResponse(
      404,
      'not_publishable',
      `Проєкт ${id.data} не записується у форматі IATI: ${file.skip.message}`,
    );
  }
  const freshness = await iatiFreshness(db, {
    what: `project ${id.data}`,
    origin: context.origin,
    today: context.today,
  });
  if (isNotModified(c.req.raw.headers, freshness)) return notModified(freshness);
  return new Response(file.xml, {
    headers: { 'content-type': mediaTypes.xml, ...fileHeaders(freshness) },
  });
}

/** GET /api/iati/activities.xml: the whole file reads through the downloads' connection. */
export const iatiActivities: Handler = (c) => activities(c, getRegistry(), getDownloadRegistry());

/** GET /api/iati/activities/{projectId}.xml. */
export const iatiActivity: Handler = (c) => activity(c, getRegistry());
