import { z } from 'zod';

// Attached-document downloads (spec §7 GET /api/public/files/{id}/{file}): their address and
// the validation of its two segments (the name a file is saved under: exports/contentDisposition.ts).

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
