import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

// Gzip for a streamed body, with back-pressure: the edge's compression (transport.ts) and the
// IATI file's. Hono's compress (Node 20's CompressionStream) accepts 16 384 *chunks* before it
// pushes back (its queue counts chunks against a limit meant in bytes), so a fast producer
// (SQLite answers synchronously) wrote a whole 1 GB export into memory before the client had
// read 100 MB of it. Here the next chunk is read from `body` only when zlib has room, and zlib
// runs only when the client reads.

/** True when the client takes gzip (`Accept-Encoding: gzip` or `*`, with q > 0). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** zlib's default level, for pages and the smaller downloads. */
export const DEFAULT_GZIP_LEVEL = 6;

export function gzipBody(
  body: ReadableStream<Uint8Array>,
  level: number = DEFAULT_GZIP_LEVEL,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  const gzip = createGzip({ level });
  // Errors reach the reader through `gzip` (pipeline destroys it); nothing else to report here.
  pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), gzip).catch(
    () => {},
  );
  const chunks = gzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else
          controller.enqueue(
            new Uint8Array(
              next.value.buffer as ArrayBuffer,
              next.value.byteOffset,
              next.value.length,
            ),
          );
      },
      cancel() {
        // Destroying zlib makes the pipeline destroy the source, which cancels `body`.
        gzip.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
