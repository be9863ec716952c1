import { parseDocumentFilePath, contentDisposition } from '../../../../../lib/downloads';
import { getRegistry } from '../../../../../registry/db';
import { getDocumentFile } from '../../../../../registry/documents';

// Attached document download (spec §7). The raw path is validated, not Waku's decoded params,
// so an encoded slash or '..' is refused (400) before any lookup; unknown files answer 404.

const textError = (status: number, message: string): Response =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

async function download(req: Request, withBody: boolean): Promise<Response> {
  const parsed = parseDocumentFilePath(new URL(req.url).pathname);
  if (!parsed.success) return textError(400, `Невірний запит: ${parsed.error}`);
  const file = await getDocumentFile(getRegistry(), parsed.data.id, parsed.data.file);
  if (!file) return textError(404, 'Файл не знайдено');
  const body = new Uint8Array(file.content);
  return new Response(withBody ? body : null, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(body.byteLength),
      'content-disposition': contentDisposition(file.fileName, `document-${file.id}`),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=3600',
    },
  });
}

export const GET = (req: Request): Promise<Response> => download(req, true);
export const HEAD = (req: Request): Promise<Response> => download(req, false);
