// Adds a per-response nonce to every inline <script> of a streamed HTML document, so the
// Content-Security-Policy can forbid all other inline script. Waku and React emit their
// hydration and flight-data scripts without a nonce option; the stream keeps flowing chunk by
// chunk (a "<script" cut between two chunks is carried over to the next one).

const TAG = '<script';

function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
}

/** Index where a possibly incomplete "<script" starts at the end of `text`, else its length. */
function safeEnd(text: string): number {
  const index = text.lastIndexOf('<');
  if (index === -1 || index < text.length - TAG.length) return text.length;
  const tail = text.slice(index).toLowerCase();
  // "<script" followed by its next character is needed to decide; keep up to the whole tag.
  return TAG.startsWith(tail) || tail === TAG ? index : text.length;
}

export function addScriptNonce(
  body: ReadableStream<Uint8Array>,
  nonce: string,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = carry + decoder.decode(chunk, { stream: true });
        const end = safeEnd(text);
        carry = text.slice(end);
        if (end > 0) controller.enqueue(encoder.encode(withNonce(text.slice(0, end), nonce)));
      },
      flush(controller) {
        const rest = carry + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(withNonce(rest, nonce)));
      },
    }),
  );
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
