import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { bufferedBodyOf } from '../bufferedBody';
import { acceptsGzip, gzipBody } from '../gzipBody';

// Transport basics for every response: explicit UTF-8 charset on text (Waku omits it, and
// Ukrainian text must not be mis-decoded), and gzip when the client accepts it. A streamed body
// is compressed only as fast as the client takes the result (gzipBody.ts): Hono's compress
// (Node 20's CompressionStream) queued a whole streamed export in memory. A page from the page
// cache is one piece of bytes (bufferedBody.ts): it is compressed in one call on libuv's thread
// pool, at a lower level than zlib's default (measured on the list page: level 4 took half the
// time of 6 for 6 % more bytes).

const gzipWhole = promisify(gzip);
/** Pages are made anew for many requests: a faster level than downloads get. */
export const PAGE_GZIP_LEVEL = 4;

/** Smaller bodies are sent as they are: gzip would not save a packet. */
const MIN_COMPRESSED_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

function compressible(res: Response, method: string): boolean {
  const headers = res.headers;
  const length = headers.get('content-length');
  return (
    !!res.body &&
    method !== 'HEAD' &&
    res.status !== 206 &&
    !headers.has('content-encoding') &&
    !(length && Number(length) < MIN_COMPRESSED_BYTES) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('content-type') ?? '') &&
    !NO_TRANSFORM.test(headers.get('cache-control') ?? '')
  );
}

export function transport(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type');
    const needsCharset =
      !!type &&
      /^(text\/|application\/(json|javascript|xml))/.test(type) &&
      !/charset=/i.test(type);
    const gzip = compressible(c.res, c.req.method);
    if (!needsCharset && !gzip) return;
    const res = c.res;
    // Waku's responses may carry immutable headers: copy before changing.
    const headers = new Headers(res.headers);
    if (needsCharset) headers.set('content-type', `${type}; charset=utf-8`);
    const buffered = bufferedBodyOf(res);
    let body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null =
      buffered?.bytes ?? res.body;
    if (gzip) {
      appendVary(headers);
      if (acceptsGzip(c.req.header('accept-encoding'))) {
        if (buffered) {
          const compressed = await gzipWhole(buffered.bytes, { level: PAGE_GZIP_LEVEL });
          body = new Uint8Array(
            compressed.buffer as ArrayBuffer,
            compressed.byteOffset,
            compressed.byteLength,
          );
          headers.set('content-length', String(compressed.byteLength));
        } else {
          body = gzipBody(res.body!);
          headers.delete('content-length');
        }
        headers.set('content-encoding', 'gzip');
        const etag = headers.get('etag');
        if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
      }
    }
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}

function appendVary(headers: Headers) {
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
