import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { COOKIE_MAX_AGE_SECONDS } from '../lib/limits';
import { PREFERENCES_PATH } from '../lib/preferenceEndpoint';
import { DIS_COOKIE, FONT_SIZE_COOKIE, SIDE_DRAWER_COOKIE } from '../lib/preferences';
import { safeBackPath } from '../lib/redirectRules';

// The accessibility toggles work without JavaScript: they are links to this endpoint, which
// sets the cookies of spec §4 (`dis` '1' normal / '0' accessibility, `font_size` s|m|l, one
// year, path /) and sends the visitor back (303) to the page they were on. Unknown values are
// ignored rather than stored.

export const preferencesInput = z.object({
  dis: z.enum(['0', '1']).optional().catch(undefined),
  font_size: z.enum(['s', 'm', 'l']).optional().catch(undefined),
  back: z.string().max(2000).optional().catch(undefined),
});

function cookie(name: string, value: string): string {
  return `${name}=${value}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

export default function preferences(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== PREFERENCES_PATH) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'POST') return next();
    const input = preferencesInput.parse(c.req.query());
    const headers = new Headers({
      location: safeBackPath(input.back),
      'cache-control': 'no-store',
    });
    if (input.dis) headers.append('set-cookie', cookie(DIS_COOKIE, input.dis));
    if (input.font_size) headers.append('set-cookie', cookie(FONT_SIZE_COOKIE, input.font_size));
    // Enabling accessibility closes the side drawer once (spec §4); later pages keep its state.
    if (input.dis === '0') headers.append('set-cookie', cookie(SIDE_DRAWER_COOKIE, 'closed'));
    return new Response(null, { status: 303, headers });
  };
}
