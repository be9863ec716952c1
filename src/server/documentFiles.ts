import type { Handler } from 'hono';
import { parseDocumentFilePath } from '../lib/downloads';

// The document download route (Waku serves the file): a malformed path (bad percent-encoding,
// encoded slashes, '..', extra segments) is answered 400 here, before Waku's router tries to
// decode it (a broken escape there surfaced as a 500).
export function documentFiles(render: (req: Request, env: unknown) => Promise<Response>): Handler {
  return (c) => {
    const parsed = parseDocumentFilePath(new URL(c.req.url).pathname);
    if (parsed.success) return render(c.req.raw, c.env);
    return c.text(`Невірний запит: ${parsed.error}\n`, 400, { 'cache-control': 'no-store' });
  };
}
