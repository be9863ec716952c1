import { describe, expect, it } from 'vitest';
import { whenBodyDone } from '../../src/http/bodyDone';

const bodyOf = (...chunks: string[]) =>
  new Response(chunks.join('')).body as ReadableStream<Uint8Array>;

describe('whenBodyDone', () => {
  it('ends the body only after the release has settled', async () => {
    // A client that sends its next export when this one ends must find its slot given back
    // (PostgreSQL releases it in a round trip): the order is release, then end of body.
    const order: string[] = [];
    const body = whenBodyDone(bodyOf('export'), async () => {
      await new Promise((r) => setTimeout(r, 30));
      order.push('released');
    });
    const text = await new Response(body).text();
    order.push('body read');
    expect(text).toBe('export');
    expect(order).toEqual(['released', 'body read']);
  });

  it('calls done once when the client goes away', async () => {
    let calls = 0;
    const body = whenBodyDone(bodyOf('a', 'b'), () => {
      calls += 1;
    });
    const reader = body.getReader();
    await reader.read();
    await reader.cancel('gone');
    await reader.cancel('again').catch(() => {});
    expect(calls).toBe(1);
  });
});
