import type { Handler } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  COOKIE_OPTIONS,
  DIS_COOKIE,
  FONT_SIZE_COOKIE,
  SIDE_DRAWER_COOKIE,
} from '../../lib/preferences';
import { safeBackPath } from '../../lib/redirectRules';

// The accessibility toggles work without JavaScript: they are links to this endpoint
// (GET|POST /preferences), which sets the cookies of spec §4 (`dis` '1' normal / '0'
// accessibility, `font_size` s|m|l, one year, path /) and sends the visitor back (303) to the
// same-origin page they were on. Unknown values are ignored rather than stored.

export const preferencesInput = z.object({
  dis: z.enum(['0', '1']).optional().catch(undefined),
  font_size: z.enum(['s', 'm', 'l']).optional().catch(undefined),
  back: z.string().max(2000).optional().catch(undefined),
});

export const preferences: Handler = (c) => {
  const input = preferencesInput.parse(c.req.query());
  if (input.dis) setCookie(c, DIS_COOKIE, input.dis, COOKIE_OPTIONS);
  if (input.font_size) setCookie(c, FONT_SIZE_COOKIE, input.font_size, COOKIE_OPTIONS);
  // Enabling accessibility closes the side drawer once (spec §4); later pages keep its state.
  if (input.dis === '0') setCookie(c, SIDE_DRAWER_COOKIE, 'closed', COOKIE_OPTIONS);
  c.header('cache-control', 'no-store');
  return c.redirect(safeBackPath(input.back), 303);
};
