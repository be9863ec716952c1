import type { MiddlewareHandler } from 'hono';
import { COOKIE_MAX_AGE_SECONDS } from '../lib/limits';
import { LOCALE_COOKIE } from '../lib/preferences';
import { ukrainianLocation } from '../lib/redirectRules';

// Spec §1: the English locale is declared but Ukrainian is always shown. /en/... redirects to
// the Ukrainian route (same query) and remembers the choice in i18n_redirected for 365 days.
export default function englishLocale(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const location = ukrainianLocation(url.pathname, url.search);
    if (!location) return next();
    return new Response(null, {
      status: 302,
      headers: {
        location,
        'set-cookie': `${LOCALE_COOKIE}=ua; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
      },
    });
  };
}
