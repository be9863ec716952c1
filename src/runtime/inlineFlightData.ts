// Puts a page's RSC payload into its HTML, for Waku's client to hydrate from: what
// rsc-html-stream's `injectRSCPayload` did in Waku's SSR module, without its per-page costs
// (the list page's CPU profile). It decoded and re-encoded every HTML chunk only to find the closing
// tags, held the HTML for a timer tick (≥ 1 ms on Node) to batch it, and wrapped each payload
// chunk in its own <script> (a dozen per page, each stamped with the nonce later). Here the HTML
// bytes pass through untouched but for their last 14, and the payload follows as one script
// before `</body></html>`. The page is buffered whole by the page cache anyway, and the React
// renderer sends it in one piece (no progressive chunks), so nothing earlier is lost.

const TRAILER = '</body></html>';
const TRAILER_BYTES = Buffer.from(TRAILER);

/** A script's text may not contain "<!--" or "</script" (HTML's script-data rules). */
const escapeScript = (script: string) =>
  script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1');

/** The one script that hands the payload to Waku's client (its `__FLIGHT_DATA` queue). */
export function flightScript(payload: Uint8Array, nonce?: string): string {
  let chunk: string;
  try {
    chunk = JSON.stringify(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    // Not UTF-8 (binary rows): as bytes, which the client's queue also takes.
    chunk = `Uint8Array.from(atob(${JSON.stringify(Buffer.from(payload).toString('base64'))}),m=>m.codePointAt(0))`;
  }
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  return `${open}${escapeScript(`(self.__FLIGHT_DATA||=[]).push(${chunk})`)}</script>`;
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts);
    parts.push(value);
  }
}

/** `html` with the payload of `flight` inlined before its closing tags. */
export function inlineFlightData(
  html: ReadableStream<Uint8Array>,
  flight: ReadableStream<Uint8Array>,
  options: { nonce?: string } = {},
): ReadableStream<Uint8Array> {
  const reader = html.getReader();
  const flightReader = flight.getReader();
  // Read from the start, so the tee feeding the SSR renderer never waits on this side.
  const payload = readAll(flightReader);
  payload.catch(() => {});
  let tail = Buffer.alloc(0);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A pull must enqueue or close, or the stream waits forever: read until one happens.
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // Everything but the last 14 bytes goes on; they may be (part of) the closing tags.
        const joined = Buffer.concat([tail, value]);
        const cut = Math.max(0, joined.byteLength - TRAILER_BYTES.byteLength);
        tail = Buffer.from(joined.subarray(cut));
        if (cut > 0) return controller.enqueue(joined.subarray(0, cut));
      }
      const script = Buffer.from(flightScript(await payload, options.nonce));
      const before = tail.equals(TRAILER_BYTES) ? [] : [tail];
      controller.enqueue(Buffer.concat([...before, script, TRAILER_BYTES]));
      controller.close();
    },
    async cancel(reason) {
      await Promise.all([reader.cancel(reason), flightReader.cancel(reason)]);
    },
  });
}
