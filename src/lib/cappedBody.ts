// Bodies (of requests to the portal, of answers from upstream) are read with a cap: a declared
// length over the limit is refused before any byte is read, and an undeclared (chunked) body
// stops being read at the limit, so a hostile peer cannot make a process buffer without end.

/**
 * Reads `message`'s body, passing each chunk to `sink`; the bytes read, or null when the
 * declared length or the body exceeds `limit` (the rest is left unread).
 */
export async function readWithin(
  message: Request | Response,
  limit: number,
  sink: (chunk: Uint8Array) => void | Promise<void>,
): Promise<number | null> {
  if (Number(message.headers.get('content-length') ?? NaN) > limit) return null;
  if (!message.body) return 0;
  const reader = message.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return size;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    await sink(value);
  }
}

/** The body of at most `limit` bytes in memory; null beyond it. */
export async function readBytesWithin(
  message: Request | Response,
  limit: number,
): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  const size = await readWithin(message, limit, (chunk) => void chunks.push(chunk));
  return size === null ? null : Buffer.concat(chunks);
}

/** Strict UTF-8 text; null when the bytes are not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
