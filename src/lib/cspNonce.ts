// Adds a per-response nonce to the <script> tags of a streamed HTML document, so the
// Content-Security-Policy can forbid all other inline script. Waku and React emit their
// hydration and flight-data scripts without a nonce option.
//
// Only real tags are stamped: the text inside <script>, <style> and comments is raw (the RSC
// payload is a JavaScript string inside a <script>; a visitor's search for "<script>" travels
// in it), so a small scanner skips those contents to their end tag. Elsewhere React escapes '<'
// in text and attributes, so a "<script" there is a tag. A tag cut between two chunks is
// carried over to the next one.

/** Raw-text contents end at these (case-insensitive); a comment ends at "-->". */
const RAW_END = { script: /<\/script/gi, style: /<\/style/gi, comment: /-->/g } as const;
type Raw = keyof typeof RAW_END;

/** Longest prefix needed to decide what a '<' opens: "<script" plus one character. */
const LOOKAHEAD = 8;

interface ScanState {
  raw: Raw | null;
}

/**
 * Stamps `text` from the scanner's state; returns the finished output and the tail that must
 * wait for the next chunk (a possibly incomplete tag or end tag). `final`: no more chunks.
 */
function stamp(
  state: ScanState,
  text: string,
  nonce: string,
  final: boolean,
  tagAt?: (index: number) => void,
): { out: string; carry: string } {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (state.raw) {
      const end = RAW_END[state.raw];
      end.lastIndex = i;
      const found = end.exec(text);
      if (!found) {
        // Keep a tail that could be the start of the end tag.
        const keep = final ? text.length : Math.max(i, text.length - 8);
        return { out: out + text.slice(i, keep), carry: text.slice(keep) };
      }
      const after = found.index + found[0].length;
      out += text.slice(i, after);
      i = after;
      state.raw = null;
      continue;
    }
    const lt = text.indexOf('<', i);
    if (lt === -1) return { out: out + text.slice(i), carry: '' };
    out += text.slice(i, lt);
    const head = text.slice(lt, lt + LOOKAHEAD).toLowerCase();
    if (head.length < LOOKAHEAD && !final && !/^<[^!/a-z]/.test(head)) {
      return { out, carry: text.slice(lt) };
    }
    if (/^<script[\s>/]/.test(head)) {
      out += `<script nonce="${nonce}"`;
      i = lt + '<script'.length;
      tagAt?.(i);
      state.raw = 'script';
    } else if (/^<style[\s>/]/.test(head)) {
      out += '<style';
      i = lt + '<style'.length;
      state.raw = 'style';
    } else if (head.startsWith('<!--')) {
      out += '<!--';
      i = lt + 4;
      state.raw = 'comment';
    } else {
      out += '<';
      i = lt + 1;
    }
  }
  return { out, carry: '' };
}

export function addScriptNonce(
  body: ReadableStream<Uint8Array>,
  nonce: string,
): ReadableStream<Uint8Array> {
  // Latin-1 maps each byte to one character and back, so the scanner reads UTF-8 HTML without
  // decoding or re-encoding it (every byte of a multi-byte character is ≥ 0x80, never '<'):
  // about a third of what stamping cost on the list page.
  const state: ScanState = { raw: null };
  let carry = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text =
          carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
        const result = stamp(state, text, nonce, false);
        carry = result.carry;
        if (result.out) controller.enqueue(Buffer.from(result.out, 'latin1'));
      },
      flush(controller) {
        if (carry) controller.enqueue(Buffer.from(stamp(state, carry, nonce, true).out, 'latin1'));
      },
    }),
  );
}

/**
 * Where the nonce goes in a whole document: the offset just after each real `<script` tag name
 * (the same scanner as the stream, so raw text and comments are skipped). Found once for a page
 * the page cache keeps; every response of it then only copies bytes around the offsets.
 */
export function scriptTagOffsets(html: Uint8Array): number[] {
  const text = Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1');
  const offsets: number[] = [];
  stamp({ raw: null }, text, '', true, (index) => offsets.push(index));
  return offsets;
}

/** `html` with ` nonce="…"` inserted at `offsets` (scriptTagOffsets). */
export function stampAt(
  html: Uint8Array,
  offsets: readonly number[],
  nonce: string,
): Uint8Array<ArrayBuffer> {
  const attribute = Buffer.from(` nonce="${nonce}"`, 'latin1');
  const out = new Uint8Array(html.byteLength + offsets.length * attribute.byteLength);
  let read = 0;
  let write = 0;
  for (const offset of offsets) {
    out.set(html.subarray(read, offset), write);
    write += offset - read;
    out.set(attribute, write);
    write += attribute.byteLength;
    read = offset;
  }
  out.set(html.subarray(read), write);
  return out;
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
