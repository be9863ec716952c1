import { z } from 'zod';

// Attached-document downloads (spec §7 GET /api/public/files/{id}/{file}): validation of the
// two URL segments and the Content-Disposition header.

export const DOWNLOAD_PREFIX = '/api/public/files/';

export const documentFilePath = (id: number, fileName: string): string =>
  `${DOWNLOAD_PREFIX}${id}/${encodeURIComponent(fileName)}`;

/**
 * A stored file name, never a path: no separators (also not when percent-encoded, which is why
 * segments are checked after decoding), no '.'/'..', no control characters.
 */
export const documentFileName = z
  .string()
  .min(1)
  .max(255)
  .refine((name) => !/[/\\]/.test(name), 'шлях у назві файлу не дозволено')
  .refine((name) => name !== '.' && name !== '..', 'шлях у назві файлу не дозволено')
  .refine((name) => !name.includes('..'), 'шлях у назві файлу не дозволено')
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'недопустимі символи у назві файлу');

export const documentFileParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'ідентифікатор документа — тільки цифри')
    .transform(Number),
  file: documentFileName,
});
export type DocumentFileParams = z.infer<typeof documentFileParams>;

/** Splits the raw (still encoded) path after the prefix into exactly two decoded segments. */
export function parseDocumentFilePath(
  pathname: string,
): { success: true; data: DocumentFileParams } | { success: false; error: string } {
  if (!pathname.startsWith(DOWNLOAD_PREFIX)) return { success: false, error: 'невірний шлях' };
  const segments = pathname.slice(DOWNLOAD_PREFIX.length).split('/');
  if (segments.length !== 2) return { success: false, error: 'невірний шлях' };
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return { success: false, error: 'невірне кодування шляху' };
  }
  const parsed = documentFileParams.safeParse({ id: decoded[0], file: decoded[1] });
  if (!parsed.success) {
    return { success: false, error: parsed.error.issues.map((i) => i.message).join('; ') };
  }
  return { success: true, data: parsed.data };
}

/** RFC 5987 value: UTF-8 percent-encoding, also of the characters encodeURIComponent keeps. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266/5987), the one way every
 * download (documents, exports, statistics) names its file: every current browser reads the
 * exact Ukrainian name from filename*; old clients get an ASCII fallback, the name itself when
 * it is plain ASCII, else `fallbackBase` with the original extension. A name that needs no
 * encoding at all is sent once, as filename.
 */
export function contentDisposition(fileName: string, fallbackBase = 'document'): string {
  const ascii = /^[\x20-\x7e]+$/.test(fileName) && !/["\\]/.test(fileName);
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? '';
  const fallback = ascii ? fileName : `${fallbackBase}${extension}`;
  const encoded = encodeRfc5987(fileName);
  if (ascii && encoded === fileName) return `attachment; filename="${fileName}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
