'use client';
import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { CONSENT_STORAGE_KEY } from '../../lib/analytics';
import * as dialogStyles from './ModalDialog.css';
import { noPrint } from './Shell.css';
import * as styles from './Widgets.css';

// Spec §4: banner while unset; accept stores true, enables analytics and records the page
// view; deny or close stores false. Analytics runs only when the flag is exactly 'true' and a
// provider script is configured. The provider's script records the page view it is loaded on;
// later client-side navigations call window.ifiAnalytics?.pageView(path) if it defines one.
type Consent = 'true' | 'false' | null;

const listeners = new Set<() => void>();
function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'true' || value === 'false' ? value : null;
  } catch {
    return 'false';
  }
}
function writeConsent(value: 'true' | 'false') {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let loaded = false;
function loadAnalytics(src: string) {
  if (loaded) return;
  loaded = true;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // The CSP allows the configured origin; the nonce of this page covers the element as well.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/**
 * A choice in the banner, which then goes away: a keyboard or screen-reader user whose focus was
 * on its button would be left on nothing (the document body, where a reader falls silent), so
 * focus moves to the page's content, where they most likely were heading.
 */
const choose = (value: 'true' | 'false') => (event: MouseEvent<HTMLButtonElement>) => {
  const hadFocus = event.currentTarget.contains(document.activeElement);
  writeConsent(value);
  if (hadFocus) document.getElementById('main-content')?.focus({ preventScroll: true });
};

export function CookieConsent({ analyticsUrl }: { analyticsUrl: string | null }) {
  // 'pending' on the server and during hydration.
  const consent = useSyncExternalStore<Consent | 'pending'>(
    subscribe,
    readConsent,
    () => 'pending',
  );
  const router = useRouter();
  const [lastPath, setLastPath] = useState<string | null>(null);

  useEffect(() => {
    if (consent !== 'true' || !analyticsUrl) return;
    loadAnalytics(analyticsUrl);
  }, [consent, analyticsUrl]);

  useEffect(() => {
    if (consent !== 'true' || !analyticsUrl) return;
    if (lastPath !== null && lastPath !== router.path) {
      const tracker = (window as { ifiAnalytics?: { pageView?: (path: string) => void } })
        .ifiAnalytics;
      tracker?.pageView?.(router.path);
    }
    if (lastPath !== router.path) setLastPath(router.path);
  }, [consent, analyticsUrl, router.path, lastPath]);

  // Server HTML and hydration draw the banner hidden; the head's probe (consentProbeScript)
  // shows it before the first paint when the flag is unset. Known unset afterwards: shown.
  if (consent === 'true' || consent === 'false') return null;
  return (
    <section
      className={`${styles.banner} ${noPrint}`}
      aria-label="Згода на використання cookie"
      data-consent-banner=""
      data-open={consent === null ? '' : undefined}
    >
      <div className={styles.bannerInner}>
        <p className={styles.bannerText}>
          Файли cookie зберігають ваші налаштування доступності. Дозволите також збирати знеособлену
          статистику відвідувань, щоб покращувати портал?
        </p>
        <div className={styles.bannerActions}>
          <button
            type="button"
            className={`${dialogStyles.button} ${styles.bannerChoice}`}
            data-consent-choice="true"
            onClick={choose('true')}
          >
            Погоджуюсь
          </button>
          <button
            type="button"
            className={`${dialogStyles.secondaryButton} ${styles.bannerChoice}`}
            data-consent-choice="false"
            onClick={choose('false')}
          >
            Відмовитися
          </button>
          <button
            type="button"
            className={styles.closeButton}
            aria-label="Закрити повідомлення про cookie"
            data-consent-choice="false"
            onClick={choose('false')}
          >
            ×
          </button>
        </div>
      </div>
    </section>
  );
}
