import { createHmac } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CLIENT_KEY_HEADER } from '../registry/contact';

// Tags the requests that write (the contact form's POST and RPC) with a key for the sender's
// rate limit: an HMAC of the client address, so the registry never stores raw IP addresses.
// Behind a reverse proxy set TRUST_PROXY=1 to use the first X-Forwarded-For address instead.
const salt = process.env.CLIENT_KEY_SALT ?? 'ifi-portal-contact';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

function clientAddress(req: Request, env: unknown): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function clientKey(address: string): string {
  return createHmac('sha256', salt).update(address).digest('hex').slice(0, 32);
}

const writes = (path: string) =>
  path.startsWith('/api/trpc/') || path.startsWith('/contact-us') || path === '/api/message/send2';

export default function clientKeyMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (!writes(c.req.path)) return next();
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_KEY_HEADER, clientKey(clientAddress(c.req.raw, c.env)));
    const raw = c.req.raw;
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers,
      body: hasBody ? raw.body : undefined,
      signal: raw.signal,
      // Required by the fetch standard to pass a request body through as a stream.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    return next();
  };
}
