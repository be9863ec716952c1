import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { settings } from '../../config/environment';
import { addScriptNonce, newNonce, stampAt } from '../../lib/cspNonce';
import { bufferedBodyOf, bufferedResponse, type BufferedBody } from '../bufferedBody';

// Security headers on every response (hono/secure-headers), and the Content-Security-Policy:
// scripts from this origin and inline scripts carrying this response's nonce only, no
// third-party origin unless an analytics provider is configured. Inline style attributes stay
// allowed: React writes some and they cannot run code. The nonce is stamped onto the HTML
// document's <script> tags on the way out, so everything inside (the page cache too) handles
// nonce-free HTML.
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

const baseHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  // HSTS only over HTTPS (below): on plain HTTP it would be ignored anyway, and misleading.
  strictTransportSecurity: false,
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  permissionsPolicy: {
    accelerometer: [],
    camera: [],
    geolocation: [],
    gyroscope: [],
    magnetometer: [],
    microphone: [],
    payment: [],
    usb: [],
  },
});

/** A page of this portal: HTML shown in the browser, not a downloaded document. */
export function isHtmlDocument(res: Response): boolean {
  const type = res.headers.get('content-type') ?? '';
  return (
    !!res.body &&
    /^text\/html\s*(;|$)/i.test(type) &&
    !/attachment/i.test(res.headers.get('content-disposition') ?? '')
  );
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    let buffered: BufferedBody | undefined;
    await baseHeaders(c, async () => {
      await next();
      buffered = bufferedBodyOf(c.res);
      // Waku's responses may carry immutable headers; the setter makes a mutable copy.
      c.res = new Response(c.res.body, c.res);
    });
    const nonce = newNonce();
    const res = new Response(c.res.body, c.res);
    // A 304 keeps the browser's stored page, whose scripts carry that response's nonce: a new
    // policy here would replace the stored one and block them (headers of a 304 update the copy).
    if (res.status !== 304) {
      res.headers.set(
        'content-security-policy',
        contentSecurityPolicy(nonce, settings().analyticsOrigin),
      );
    }
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim();
    if (forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:') {
      res.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // Clear first: Hono's setter would copy the old headers (content-length) back in.
    c.res = undefined;
    if (isHtmlDocument(res) && buffered?.scriptOffsets) {
      // A page from the page cache: the nonce goes where its script tags were found once.
      const bytes = stampAt(buffered.bytes, buffered.scriptOffsets, nonce);
      res.headers.set('content-length', String(bytes.byteLength));
      c.res = bufferedResponse({ bytes }, { status: res.status, headers: res.headers });
    } else if (isHtmlDocument(res)) {
      res.headers.delete('content-length');
      c.res = new Response(addScriptNonce(res.body!, nonce), {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    } else {
      c.res = buffered
        ? bufferedResponse(buffered, { status: res.status, headers: res.headers })
        : res;
    }
  };
}
