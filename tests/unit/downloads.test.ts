import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/exports/contentDisposition';
import { documentFilePath, parseDocumentFilePath } from '../../src/lib/downloads';

describe('document download paths', () => {
  it('builds and parses the spec path /api/public/files/{id}/{file} with a Ukrainian name', () => {
    const path = documentFilePath(42, 'Звіт з ОВД.pdf');
    expect(path).toBe(
      '/api/public/files/42/%D0%97%D0%B2%D1%96%D1%82%20%D0%B7%20%D0%9E%D0%92%D0%94.pdf',
    );
    expect(parseDocumentFilePath(path)).toEqual({
      success: true,
      data: { id: 42, file: 'Звіт з ОВД.pdf' },
    });
  });

  it.each([
    ['an encoded slash', '/api/public/files/1/..%2F..%2Fetc%2Fpasswd'],
    ['an encoded backslash', '/api/public/files/1/a%5Cb.pdf'],
    ['a dot-dot name', '/api/public/files/1/..'],
    ['dots inside the name', '/api/public/files/1/a..b'],
    ['an extra segment', '/api/public/files/1/a/b.pdf'],
    ['a non-numeric id', '/api/public/files/abc/a.pdf'],
    ['a broken escape', '/api/public/files/1/%E0%A4%A'],
    ['a NUL byte', '/api/public/files/1/a%00.pdf'],
    ['an empty name', '/api/public/files/1/'],
  ])('refuses %s', (_what, path) => {
    expect(parseDocumentFilePath(path).success).toBe(false);
  });
});

describe('Content-Disposition (RFC 6266/5987)', () => {
  it('sends the exact Ukrainian name as UTF-8 filename* and an ASCII fallback', () => {
    expect(contentDisposition('Звіт з ОВД.pdf', 'document-7')).toBe(
      'attachment; filename="document-7.pdf"; filename*=UTF-8\'\'%D0%97%D0%B2%D1%96%D1%82%20%D0%B7%20%D0%9E%D0%92%D0%94.pdf',
    );
  });

  it('keeps a plain ASCII name as the fallback and encodes quote-like characters', () => {
    expect(contentDisposition("plan (2024)'s.pdf")).toBe(
      `attachment; filename="plan (2024)'s.pdf"; filename*=UTF-8''plan%20%282024%29%27s.pdf`,
    );
    expect(contentDisposition('a"b.pdf')).toContain('filename="document.pdf"');
  });
});
