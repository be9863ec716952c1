import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';

// Every request gets an id, sent back in X-Request-Id, written in its log line and shown on the
// error page, so a citizen's report ("ідентифікатор запиту …") leads to its log line. A proxy's
// id is kept when it looks like one (letters, digits, - _ . : only; never free text in the log).

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID = /^[A-Za-z0-9._:-]{8,80}$/;

export function requestIdFor(incoming: string | undefined): string {
  return incoming && VALID.test(incoming) ? incoming : randomUUID();
}

/** The id the edge gave this request (undefined outside the edge, e.g. in unit tests). */
export function requestIdOf(c: Context): string | undefined {
  return c.get('requestId' as never) as string | undefined;
}
