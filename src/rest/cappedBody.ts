import { readBytesWithin, utf8Text } from '../lib/cappedBody';
import { RestError } from './errors';

/** A request body as UTF-8 text of at most `limit` bytes: 413 beyond, 400 when not UTF-8. */
export async function readCappedText(req: Request, limit: number): Promise<string> {
  const bytes = await readBytesWithin(req, limit);
  if (!bytes) throw new RestError(413, 'body_too_large', `Тіло запиту більше за ${limit} байт`);
  const text = utf8Text(bytes);
  if (text === null) throw new RestError(400, 'invalid_body', 'Тіло запиту не є коректним UTF-8');
  return text;
}
