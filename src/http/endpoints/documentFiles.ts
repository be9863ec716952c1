import type { Handler } from 'hono';
import { contentDisposition } from '../../exports/contentDisposition';
import { parseDocumentFilePath } from '../../lib/downloads';
import { getRegistry } from '../../registry/database/db';
import { getDocumentFile } from '../../registry/projects/documents';
import { errorResponse } from '../responses';

// Attached document download (spec §7 GET|HEAD /api/public/files/{id}/{file}). The raw path is
// validated, never a decoded one, so an encoded slash, '..', a broken escape or an extra segment
// is refused (400) before any lookup; an unknown id or a name that does not match it is 404.

// The JSON error body of every /api/ answer, as the OpenAPI document says.
const fileError = (status: 400 | 404, code: string, message: string): Response =>
  errorResponse(status, code, message, { 'cache-control': 'no-store' });

export const documentFile: Handler = async (c) => {
  const parsed = parseDocumentFilePath(new URL(c.req.url).pathname);
  if (!parsed.success) return fileError(400, 'invalid_path', `Невірний запит: ${parsed.error}`);
  const file = await getDocumentFile(getRegistry(), parsed.data.id, parsed.data.file);
  if (!file) return fileError(404, 'not_found', 'Файл не знайдено');
  const body = new Uint8Array(file.content);
  return new Response(c.req.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(body.byteLength),
      'content-disposition': contentDisposition(file.fileName, `document-${file.id}`),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=3600',
    },
  });
};
