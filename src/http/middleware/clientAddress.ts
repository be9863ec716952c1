import { createHmac } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { settings } from '../../config/environment';
import { CLIENT_KEY_HEADER } from '../../registry/contact/contact';

// Who is asking, for rate limits. The socket address, or behind reverse proxies the
// X-Forwarded-For entry that the outermost trusted proxy appended: read from the right, skipping
// TRUST_PROXY - 1 further proxies of ours. The left entries are whatever the client sent, so
// trusting them would let anyone pick a fresh identity per request. The header is read only on
// a connection from one of TRUSTED_PROXIES (addresses or CIDR ranges; loopback by default, a
// proxy on the same host): a client that reaches the portal's port past the proxy is known by
// its own address, whatever header it sends.

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Whether a socket's peer is one of the trusted proxies (IPv4 mapped into IPv6 included). */
export function fromTrustedProxy(socketAddress: string | undefined, proxies: BlockList): boolean {
  if (!socketAddress) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(socketAddress)?.[1];
  const address = mapped ?? socketAddress;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return isIP(address) !== 0 && proxies.check(address, family);
}

export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
  proxies: BlockList = settings().trustedProxies,
): string {
  if (hops > 0 && forwardedFor && fromTrustedProxy(socketAddress, proxies)) {
    const entries = forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = entries[entries.length - hops];
    if (entry) return entry;
  }
  return socketAddress ?? 'unknown';
}

/** An HMAC of the address, so the registry never stores raw IP addresses. */
export function clientKey(address: string): string {
  return createHmac('sha256', settings().clientKeySalt).update(address).digest('hex').slice(0, 32);
}

export function requestClientKey(req: Request, env: unknown): string {
  const socket = (env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const { trustedHops, trustedProxies } = settings();
  return clientKey(
    clientAddress(
      req.headers.get('x-forwarded-for') ?? undefined,
      socket,
      trustedHops,
      trustedProxies,
    ),
  );
}

/**
 * Sets the client-key request header that the contact form and tRPC read (and replaces any
 * value the client sent itself). Only requests that may write carry it.
 */
export function tagClientKey(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const writes =
      path.startsWith('/api/trpc') || path === '/contact-us' || path === '/api/message/send2';
    if (!writes && !c.req.raw.headers.has(CLIENT_KEY_HEADER)) return next();
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    if (writes) headers.set(CLIENT_KEY_HEADER, requestClientKey(raw, c.env));
    else headers.delete(CLIENT_KEY_HEADER);
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
