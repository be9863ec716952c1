'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { onRpcActivity } from '../../lib/rpcActivity';
import { MIN_FETCH_DISPLAY_MS, SPINNER_DELAY_MS, SPINNER_HIDE_DELAY_MS } from '../../lib/limits';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { noPrint } from './Shell.css';
import { onNavigationSignal } from './navigationSignal';
import * as styles from './Widgets.css';

type Progress = 'idle' | 'running' | 'done' | 'failed';

/** Client navigation state from Waku's router events; failures are errors while it runs. */
function useNavigationProgress(): Progress {
  const { unstable_events: events } = useRouter();
  const [state, setState] = useState<Progress>('idle');
  useEffect(() => {
    let running = false;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      running = true;
      startedAt = performance.now();
      clearTimeout(timer);
      setState('running');
    };
    // Spec §9: once shown, the bar runs at least MIN_FETCH_DISPLAY_MS (no flash on fast pages).
    const complete = () => {
      running = false;
      const wait = Math.max(0, MIN_FETCH_DISPLAY_MS - (performance.now() - startedAt));
      timer = setTimeout(() => {
        setState((current) => (current === 'failed' ? current : 'done'));
        timer = setTimeout(() => setState('idle'), 600);
      }, wait);
    };
    const fail = () => {
      if (!running) return;
      running = false;
      clearTimeout(timer);
      setState('failed');
      timer = setTimeout(() => setState('idle'), 2500);
    };
    events.on('start', start);
    events.on('complete', complete);
    const stopSignals = onNavigationSignal((signal) => {
      if (signal === 'start') start();
      else {
        running = true;
        fail();
      }
    });
    window.addEventListener('unhandledrejection', fail);
    window.addEventListener('error', fail);
    return () => {
      clearTimeout(timer);
      events.off('start', start);
      events.off('complete', complete);
      stopSignals();
      window.removeEventListener('unhandledrejection', fail);
      window.removeEventListener('error', fail);
    };
  }, [events]);
  return state;
}

const RELOADED_KEY = 'ifi:reloadedAfterResourceFailure';

/**
 * Spec §2: if a page resource (a script or stylesheet of this site, e.g. an old chunk after a
 * deploy) fails to load, the page reloads: once per session, so a real outage cannot loop.
 */
function useReloadOnResourceFailure() {
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      const url =
        target instanceof HTMLScriptElement
          ? target.src
          : target instanceof HTMLLinkElement
            ? target.href
            : null;
      if (!url || new URL(url, location.href).origin !== location.origin) return;
      try {
        if (sessionStorage.getItem(RELOADED_KEY)) return;
        sessionStorage.setItem(RELOADED_KEY, '1');
      } catch {
        return;
      }
      location.reload();
    };
    window.addEventListener('error', onError, true);
    return () => window.removeEventListener('error', onError, true);
  }, []);
}

/**
 * The navigation progress bar (red on failure) and the global spinner of spec §4: the spinner
 * shows once loading (RPC queries, mutations or a client navigation) has been pending 500 ms
 * and hides 230 ms after it ends.
 */
export function LoadingIndicators() {
  useReloadOnResourceFailure();
  const progress = useNavigationProgress();
  const [rpcPending, setRpcPending] = useState(0);
  useEffect(() => onRpcActivity(setRpcPending), []);
  const busy = rpcPending > 0 || progress === 'running';
  const [spinner, setSpinner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(
      () => setSpinner(busy),
      busy ? SPINNER_DELAY_MS : SPINNER_HIDE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div className={noPrint}>
      {/* Always in the DOM, hidden while idle (display: none restarts its animation): mounting
          and unmounting it during a soft navigation's commit made React remove it twice. */}
      <div
        className={styles.progress}
        data-state={progress}
        role="progressbar"
        aria-hidden={progress === 'idle' ? true : undefined}
        aria-label={
          progress === 'failed' ? 'Помилка завантаження сторінки' : 'Завантаження сторінки'
        }
      />
      {spinner ? (
        <div className={styles.spinnerBackdrop} role="status" aria-live="polite">
          <div className={styles.spinner} />
          <span className={visuallyHidden}>Завантаження…</span>
        </div>
      ) : null}
    </div>
  );
}
