// The analytics provider is optional: ANALYTICS_SCRIPT_URL (an absolute http(s) URL) names the
// script loaded after cookie consent. The server reads it once, passes it to the client shell and
// allows its origin in the Content-Security-Policy; without it nothing loads.

export function analyticsScriptUrl(env: Record<string, string | undefined>): string | null {
  const raw = env.ANALYTICS_SCRIPT_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function analyticsOrigin(env: Record<string, string | undefined>): string | null {
  const url = analyticsScriptUrl(env);
  return url ? new URL(url).origin : null;
}

/** Local storage key of the consent flag (spec §4): 'true' or 'false'; unset shows the banner. */
export const CONSENT_STORAGE_KEY = 'GDPR:accepted';
