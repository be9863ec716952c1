import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { transport } from '../../src/http/middleware/transport';

// Every path bounded: the edge's gzip reads a streamed download only as fast as the
// client reads it. Hono's compress (Node 20's CompressionStream) pulled a whole export into
// memory first: a CSV of 100 000 rows sat in the server while a phone read its first kilobytes.

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function app(chunks: number) {
  const state = { pulled: 0 };
  const server = new Hono();
  server.use(transport());
  server.get('/export.csv', () => {
    let row = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (row === chunks) return controller.close();
        row += 1;
        state.pulled += 1;
        // Compressible text, as a CSV is: 64 KB a chunk.
        controller.enqueue(new TextEncoder().encode(`${row};Київ;`.repeat(6_000)));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/csv' } });
  });
  server.get(
    '/small',
    () =>
      new Response('коротко', {
        headers: { 'content-type': 'text/plain', 'content-length': '14' },
      }),
  );
  return { server, state };
}

describe('the edge’s compression', () => {
  it('pulls a streamed body only as the client reads the gzip', async () => {
    const { server, state } = app(5_000);
    const res = await server.request('/export.csv', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const reader = res.body!.getReader();
    await reader.read();
    await settle();
    expect(state.pulled).toBeLessThan(200);
    await reader.cancel();
  });

  it('sends the same bytes, and leaves small or unasked-for bodies alone', async () => {
    const { server } = app(3);
    const gz = await server.request('/export.csv', { headers: { 'accept-encoding': 'gzip' } });
    const plain = await server.request('/export.csv');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(await plain.text());
    expect(plain.headers.get('content-encoding')).toBeNull();
    const small = await server.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('коротко');
  });
});
