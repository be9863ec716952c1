import { codes } from './constants';

// Table 2.4 of MAPPING.md: what an attached document is. The registry stores no document kind,
// only a title, a file name and a media type, so the IATI DocumentCategory is read from the
// title (then the file name) by the first rule that matches. JS `\b` does not see Cyrillic
// letters, so word edges are written as "no letter before/after" (`u` flag).

export const documentCategoryRules = [
  ['A09', /меморандум/iu], // Memorandum of understanding
  ['B11', /стратегі/iu], // Sector strategy
  ['A10', /закупів|тендер/iu], // Tender (procurement plans, tenders)
  // Pre- and post-project impact appraisal: feasibility studies, environmental impact (ОВД).
  [
    'A01',
    /техніко-економічн|(?<!\p{L})тео(?!\p{L})|оцінк\p{L}*\s+впливу|(?<!\p{L})овд(?!\p{L})|обґрунтуван/iu,
  ],
  ['A07', /звіт/iu], // Review of project performance and evaluation
  ['A02', /концепці/iu], // Objectives / Purpose of activity
  // Contract: the nominative only, so «проєкту угоди» in a decree's title is not a contract.
  ['A11', /(?<!\p{L})(угода|договір|контракт)(?!\p{L})/iu],
] as const satisfies readonly (readonly [string, RegExp])[];

/** DocumentCategory has no "other": decrees, support letters and the rest are A02. */
export const FALLBACK_DOCUMENT_CATEGORY = 'A02';

export function documentCategoryOf(doc: { title: string; fileName: string }): string {
  for (const text of [doc.title, doc.fileName]) {
    for (const [code, rule] of documentCategoryRules) if (rule.test(text)) return code;
  }
  return FALLBACK_DOCUMENT_CATEGORY;
}

/**
 * Media types of documents as IATI FileFormat codes: the office, image and archive formats the
 * registry's documents come in (each checked against the codelist by a test). Any other type is
 * written as application/octet-stream, which is always on the list, so an unusual upload never
 * makes the file invalid.
 */
export const documentFormats: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/rtf',
  'application/zip',
  'application/vnd.rar',
  'application/xml',
  'application/json',
  'text/plain',
  'text/csv',
  'text/html',
  'text/xml',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/tiff',
  'image/svg+xml',
]);

/** The FileFormat code of a stored content type (`; charset=…` and case ignored). */
export function documentFormatOf(contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return documentFormats.has(type) ? type : codes.FileFormat.unknown;
}
