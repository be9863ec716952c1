import { RestError } from './errors';

// Request bodies are read with a cap: a declared length over the limit is refused before any
// byte is read, and an undeclared (chunked) body stops being read at the limit.

export async function readCappedText(req: Request, limit: number): Promise<string> {
  const tooLarge = () =>
    new RestError(413, 'body_too_large', `Тіло запиту більше за ${limit} байт`);
  if (Number(req.headers.get('content-length') ?? '0') > limit) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new RestError(400, 'invalid_body', 'Тіло запиту не є коректним UTF-8');
  }
}
