// JSON errors of the REST face: always `{error, message}` with a machine code and a Ukrainian
// message, never a stack trace.

export class RestError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 415 | 429 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

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

/** Public, read-only data: any site may read it from the browser (no cookies are involved). */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-Total-Count, Link, Content-Disposition',
} as const;
