import type { MiddlewareHandler } from 'hono';
import { analyticsOrigin } from '../lib/analytics';
import { addScriptNonce, newNonce } from '../lib/cspNonce';

// Security headers on every response. The Content-Security-Policy allows scripts from this
// origin and inline scripts carrying this response's nonce only (Waku's hydration and flight-data
// scripts get it from a streaming transform); no third-party origin unless an analytics provider
// is configured. Inline style attributes stay allowed: React writes some and they cannot run code.
export function contentSecurityPolicy(nonce: string, extraOrigin: string | null): string {
  const extra = extraOrigin ? ` ${extraOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export default function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const nonce = newNonce();
    const res = new Response(c.res.body, c.res);
    const headers = res.headers;
    // A 304 keeps the browser's stored page, whose scripts carry that response's nonce: a new
    // policy here would replace the stored one and block them (headers of a 304 update the copy).
    if (res.status !== 304) {
      headers.set(
        'content-security-policy',
        contentSecurityPolicy(nonce, analyticsOrigin(process.env)),
      );
    }
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('x-frame-options', 'DENY');
    headers.set('permissions-policy', PERMISSIONS_POLICY);
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    if (forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:') {
      headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    const type = headers.get('content-type') ?? '';
    if (res.body && type.startsWith('text/html')) {
      headers.delete('content-length');
      // Clear first: Hono's setter would copy the old headers (content-length) back in.
      c.res = undefined;
      c.res = new Response(addScriptNonce(res.body, nonce), {
        status: res.status,
        statusText: res.statusText,
        headers,
      });
    } else {
      c.res = undefined;
      c.res = res;
    }
  };
}
