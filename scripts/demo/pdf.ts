import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// Small real PDF files with Cyrillic text. pdfkit's built-in fonts have no Cyrillic, so the
// DejaVu Sans TTF is embedded (as a subset). Output is byte-for-byte deterministic: the
// creation date is fixed and pdfkit derives the file ID from the document info.

const require = createRequire(import.meta.url);
const FONT_PATH = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_NAME = 'DejaVuSans';

export interface PdfContent {
  title: string;
  /** Short 'label: value' lines under the title. */
  details: readonly string[];
  paragraphs: readonly string[];
  /** ISO date used as the document's creation date. */
  date: string;
  /** The 'not an official document' line; on unless turned off. */
  footer?: boolean;
}

let fontBytes: Buffer | undefined;

// Parsing the 750 KB TTF dominates the cost of a small PDF (~50 ms each), and shaping words
// with the font's OpenType tables comes second. pdfkit has no public way to share either
// between documents, so after the first document the parsed fontkit font and the per-word
// layout cache are reused through pdfkit's font cache: ~4x faster, same bytes. This leans on
// pdfkit internals (_font, _fontFamilies, _fontCount, layoutCache; checked against 0.17), so
// anything unexpected falls back to the public, slower path.
interface EmbeddedFontInternals {
  font?: unknown;
  layoutCache?: Record<string, unknown>;
}
interface FontInternals {
  _font?: EmbeddedFontInternals | null;
  _fontFamilies?: Record<string, unknown>;
  _fontCount?: number;
}
type EmbeddedFontConstructor = new (
  document: PDFKit.PDFDocument,
  font: unknown,
  id: string,
) => EmbeddedFontInternals;
let cachedFont:
  | { ctor: EmbeddedFontConstructor; parsed: unknown; layoutCache?: Record<string, unknown> }
  | undefined;

function applyCyrillicFont(doc: PDFKit.PDFDocument): void {
  const internals = doc as unknown as FontInternals;
  if (cachedFont && internals._fontFamilies && internals._fontCount === 0) {
    // 'F1' is the id the public path would assign; the subset tag in the file derives from it.
    const font = new cachedFont.ctor(doc, cachedFont.parsed, 'F1');
    if (cachedFont.layoutCache && font.layoutCache) font.layoutCache = cachedFont.layoutCache;
    internals._fontFamilies[FONT_NAME] = font;
    internals._fontCount = 1;
    doc.font(FONT_NAME);
    return;
  }
  fontBytes ??= fs.readFileSync(FONT_PATH);
  doc.font(fontBytes);
  const loaded = internals._font;
  if (!cachedFont && loaded?.font && typeof loaded.constructor === 'function') {
    cachedFont = {
      ctor: loaded.constructor as EmbeddedFontConstructor,
      parsed: loaded.font,
      layoutCache: loaded.layoutCache,
    };
  }
}

export function renderPdf(content: PdfContent): Promise<Buffer> {
  const created = new Date(`${content.date}T09:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // No default font: loading pdfkit's Helvetica metrics for every file costs time for nothing.
    font: '',
    info: {
      Title: content.title,
      Author: 'Міністерство фінансів України',
      Creator: 'Портал проєктів МФО (демонстраційні дані)',
      Producer: 'PDFKit',
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  applyCyrillicFont(doc);
  doc.fontSize(16).text(content.title);
  doc.moveDown(0.6);
  doc.fontSize(10);
  for (const line of content.details) doc.text(line);
  doc.moveDown();
  doc.fontSize(11);
  for (const paragraph of content.paragraphs) {
    doc.text(paragraph, { align: 'justify' });
    doc.moveDown(0.5);
  }
  if (content.footer !== false) {
    doc.moveDown();
    doc.fontSize(8).text('Демонстраційний документ. Не є офіційним документом.');
  }
  doc.end();
  return done;
}
