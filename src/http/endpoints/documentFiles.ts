import type { Handler } from 'hono';
import { contentDisposition } from '../../exports/contentDisposition';
import { parseDocumentFilePath } from '../../lib/downloads';
import { getRegistry } from '../../registry/db';
import { getDocumentFile } from '../../registry/documents';

// Attached document download (spec §7 GET|HEAD /api/public/files/{id}/{file}). The raw path is
// validated, never a decoded one, so an encoded slash, '..', a broken escape or an extra segment
// is refused (400) before any lookup; an unknown id or a name that does not match it is 404.

const textError = (status: 400 | 404, message: string): Response =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export const documentFile: Handler = async (c) => {
  const parsed = parseDocumentFilePath(new URL(c.req.url).pathname);
  if (!parsed.success) return textError(400, `Невірний запит: ${parsed.error}`);
  const file = await getDocumentFile(getRegistry(), parsed.data.id, parsed.data.file);
  if (!file) return textError(404, 'Файл не знайдено');
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
