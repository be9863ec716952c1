import type { ReactNode } from 'react';
import { unstable_getContext as getContext } from 'waku/server';
import { consentProbeScript } from '../lib/analytics';
import { preferencesFromCookies } from '../lib/preferences';
import '../styles/global.css';
import { themeClassName } from '../styles/theme';

// Dynamic so the theme and font-size classes come from the visitor's cookies in the first HTML.
export default async function Root({ children }: { children: ReactNode }) {
  const preferences = preferencesFromCookies(getContext().req.headers.get('cookie'));
  return (
    <html lang="uk" className={themeClassName(preferences)}>
      {/* Waku adds the charset and viewport meta tags itself. */}
      <head>
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Inline and first: it decides whether the consent banner is in the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: consentProbeScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
