import { describe, expect, it } from 'vitest';
import { flightScript, inlineFlightData } from '../../src/runtime/inlineFlightData';

// The RSC payload inlined into a page (src/runtime/inlineFlightData.ts): the HTML passes
// through byte for byte, the payload follows as one script before the closing tags, whatever
// the chunking of either stream.

const encoder = new TextEncoder();

/** A stream of `text`'s UTF-8 bytes cut every `size` bytes (splitting characters too). */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** What Waku's client pushes into its queue: run the scripts as the browser would. */
function pushed(html: string): unknown[] {
  const queue: unknown[] = [];
  for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    new Function('self', body!)({ __FLIGHT_DATA: queue });
  }
  return queue;
}

const page =
  '<!DOCTYPE html><html><head></head><body><main>Проєкти — «Знайдено 300»</main></body></html>';
const payload = '0:["$","main",null,{"children":"Проєкти </script><!-- ʼ"}]\n1:"\u2028"\n';

describe('the RSC payload inlined into a page', () => {
  for (const size of [1, 3, 7, 14, 15, 2048]) {
    it(`keeps the HTML and moves the closing tags after the payload (chunks of ${size} B)`, async () => {
      const out = await text(
        inlineFlightData(
          chunked(encoder.encode(page), size),
          chunked(encoder.encode(payload), size),
        ),
      );
      expect(out.startsWith(page.slice(0, -'</body></html>'.length))).toBe(true);
      expect(out.endsWith('</script></body></html>')).toBe(true);
      expect(out.match(/<script/g)).toHaveLength(1);
      expect(pushed(out)).toEqual([payload]);
    });
  }

  it('cannot close the script early or open a comment', () => {
    const script = flightScript(encoder.encode(payload));
    const inner = script.slice('<script>'.length, -'</script>'.length);
    expect(inner).not.toMatch(/<\/script|<!--/i);
  });

  it('sends bytes that are not UTF-8 as bytes', async () => {
    const bytes = new Uint8Array([0x31, 0x3a, 0xff, 0xfe, 0x00, 0x0a]);
    const out = await text(inlineFlightData(chunked(encoder.encode(page), 5), chunked(bytes, 2)));
    const [first] = pushed(out.replace(/atob\(/, 'globalThis.atob('));
    expect(first).toEqual(bytes);
  });

  it('stamps a nonce when given one, and keeps HTML without the closing tags whole', async () => {
    const out = await text(
      inlineFlightData(
        chunked(encoder.encode('<p>без кінця'), 4),
        chunked(encoder.encode('x'), 1),
        {
          nonce: 'abc',
        },
      ),
    );
    expect(out).toBe(
      '<p>без кінця<script nonce="abc">(self.__FLIGHT_DATA||=[]).push("x")</script></body></html>',
    );
  });

  it('gives up both streams when the reader cancels', async () => {
    const cancelled: string[] = [];
    // Sources that never end on their own (a render that hangs).
    const source = (name: string) =>
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          controller.enqueue(encoder.encode('<p>'.repeat(100)));
        },
        cancel() {
          cancelled.push(name);
        },
      });
    const reader = inlineFlightData(source('html'), source('flight')).getReader();
    await reader.read();
    await reader.cancel();
    expect(cancelled.sort()).toEqual(['flight', 'html']);
  });
});
