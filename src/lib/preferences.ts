import { COOKIE_MAX_AGE_SECONDS } from './limits';

// Accessibility preferences kept in cookies (spec §4): `dis` = '1' normal, '0' accessibility
// mode; `font_size` = s | m | l (default m). Read on the server so the first HTML is right.

export const DIS_COOKIE = 'dis';
export const FONT_SIZE_COOKIE = 'font_size';
export const LOCALE_COOKIE = 'i18n_redirected';
/** Spec §3 `sideDrawer` (default open), kept between pages: 'open' | 'closed'. */
export const SIDE_DRAWER_COOKIE = 'side_drawer';

export type FontSizeName = 's' | 'm' | 'l';

export interface VisitorPreferences {
  accessible: boolean;
  fontSize: FontSizeName;
  /** The wide screens' side drawer: open unless the visitor closed it (or enabled accessibility). */
  drawerOpen: boolean;
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function preferencesFromCookies(header: string | null | undefined): VisitorPreferences {
  const cookies = parseCookies(header);
  const size = cookies[FONT_SIZE_COOKIE];
  return {
    accessible: cookies[DIS_COOKIE] === '0',
    fontSize: size === 's' || size === 'l' ? size : 'm',
    drawerOpen: cookies[SIDE_DRAWER_COOKIE] !== 'closed',
  };
}

/** Every cookie the portal sets (preferences, locale): one year, whole site, same-site links. */
export const COOKIE_OPTIONS = {
  maxAge: COOKIE_MAX_AGE_SECONDS,
  path: '/',
  sameSite: 'Lax',
} as const;

/** A preference cookie as the client writes it (the server's setCookie takes COOKIE_OPTIONS). */
export function preferenceCookie(name: string, value: string): string {
  const { maxAge, path, sameSite } = COOKIE_OPTIONS;
  return `${name}=${value}; Max-Age=${maxAge}; Path=${path}; SameSite=${sameSite}`;
}
