// A page the page cache holds is one piece of bytes. The edge's later steps (the nonce
// stamping, compression) take it in that piece instead of as a stream: one pass over the bytes
// instead of a pass per stream chunk through several transform streams. The bytes ride beside
// the Response they make up (a WeakMap: nothing outlives the Response).

export interface BufferedBody {
  bytes: Uint8Array<ArrayBuffer>;
  /** Byte offsets just after each `<script` tag name, where a nonce attribute goes. */
  scriptOffsets?: readonly number[];
}

const buffered = new WeakMap<Response, BufferedBody>();

/** A Response whose whole body is `body.bytes`, known as such to the steps after it. */
export function bufferedResponse(body: BufferedBody, init: ResponseInit): Response {
  const res = new Response(init.status === 304 ? null : body.bytes, init);
  if (init.status !== 304) buffered.set(res, body);
  return res;
}

export function bufferedBodyOf(res: Response): BufferedBody | undefined {
  return buffered.get(res);
}
