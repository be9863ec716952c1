import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipBody } from '../../src/http/gzipBody';

// The IATI file's gzip (src/http/gzipBody.ts) must read its source only as fast as
// the client takes the compressed bytes: a 1 GB file must never sit in the server's memory.

const CHUNK = 1024 * 1024;

/** A source of `count` incompressible 1 MB chunks that counts how many were pulled. */
function source(count: number) {
  const state = { pulled: 0, cancelled: false, hash: createHash('sha256') };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === count) return controller.close();
      state.pulled += 1;
      const chunk = randomBytes(CHUNK);
      state.hash.update(chunk);
      controller.enqueue(new Uint8Array(chunk));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('gzip of a streamed download', () => {
  it('reads the source no further than the client reads', async () => {
    const { body, state } = source(200);
    const reader = gzipBody(body).getReader();
    await reader.read();
    await settle();
    expect(state.pulled).toBeLessThan(5);
    for (let i = 0; i < 50; i++) await reader.read();
    await settle();
    expect(state.pulled).toBeLessThan(10);
    await reader.cancel();
    await settle();
    expect(state.cancelled).toBe(true);
  });

  it('gives the same bytes back once gunzipped', async () => {
    const { body, state } = source(8);
    const compressed = Buffer.from(await new Response(gzipBody(body)).arrayBuffer());
    const expected = state.hash.digest('hex');
    expect(createHash('sha256').update(gunzipSync(compressed)).digest('hex')).toBe(expected);
  });

  it('is used only when the client takes gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
