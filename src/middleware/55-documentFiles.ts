import type { MiddlewareHandler } from 'hono';
import { DOWNLOAD_PREFIX, parseDocumentFilePath } from '../lib/downloads';

// Guard in front of the document download route: a malformed path (bad percent-encoding,
// encoded slashes, '..', extra segments) is answered 400 here, before Waku's router tries to
// decode it (a broken escape there surfaced as a 500).
export default function documentFilesGuard(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!pathname.startsWith(DOWNLOAD_PREFIX)) return next();
    const parsed = parseDocumentFilePath(pathname);
    if (parsed.success) return next();
    return c.text(`Невірний запит: ${parsed.error}\n`, 400, { 'cache-control': 'no-store' });
  };
}
