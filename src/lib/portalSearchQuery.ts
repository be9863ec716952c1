import { z } from 'zod';
import { MAX_PORTAL_QUERY_LENGTH } from './portalSearchPath';
import { validationMessage } from './validationMessages';

// The `q` of /search (one search across the portal): read from the URL, bounded, validated with
// zod (server side only: the forms take their limits from portalSearchPath.ts).

export const portalQuerySchema = z
  .string()
  .trim()
  .max(MAX_PORTAL_QUERY_LENGTH, {
    error: `Запит задовгий: ${validationMessage('max', { n: MAX_PORTAL_QUERY_LENGTH })}. Скоротіть його до кількох слів.`,
  });

export type PortalQuery =
  | { kind: 'empty' }
  | { kind: 'text'; q: string }
  /** Refused: `q` is the text as typed, cut to the limit, to refill the form. */
  | { kind: 'invalid'; q: string; message: string };

/** The search the URL asks for; the first `q` wins when there are several. */
export function parsePortalQuery(params: URLSearchParams): PortalQuery {
  const raw = params.get('q') ?? '';
  const parsed = portalQuerySchema.safeParse(raw);
  if (!parsed.success) {
    return {
      kind: 'invalid',
      q: raw.trim().slice(0, MAX_PORTAL_QUERY_LENGTH),
      message: parsed.error.issues[0]?.message ?? validationMessage('default', { field: 'q' }),
    };
  }
  return parsed.data ? { kind: 'text', q: parsed.data } : { kind: 'empty' };
}
