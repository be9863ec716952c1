import { STATUS_CODES } from 'node:http';
import { genericErrorHtml, htmlResponse } from '../lib/errorPage';

// Error answers of the edge and of the REST face, said once: JSON `{error, message}` for /api/
// paths (a machine code and a Ukrainian message, never a stack trace), and the generic error page
// of spec §8 for pages.

/** Public, read-only data: any site may read it from the browser (no cookies are involved). */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-Total-Count, Link, Content-Disposition',
} as const;

export function errorResponse(
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  // Headers go in at construction: @hono/node-server's Response drops later headers.set().
  return new Response(JSON.stringify({ error, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...corsHeaders, ...headers },
  });
}

const reason = (status: number) => STATUS_CODES[status] ?? 'Error';

/**
 * The error page with the status code and its reason phrase; `message`: our own words only.
 * `requestId`, shown on it, matches the request's log line.
 */
export function errorPage(
  status: number,
  message = reason(status),
  headers: Record<string, string> = {},
  requestId?: string,
): Response {
  return htmlResponse(genericErrorHtml(status, message, requestId), status, headers);
}
