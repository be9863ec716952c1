// The one way every download (documents, exports, statistics) names its file.

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
