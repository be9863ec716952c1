import { PREFETCH_IDLE_TIMEOUT_MS } from '../../lib/limits';

/**
 * Runs `callback` once the browser is idle, at the latest after 2 000 ms (spec §9's idle
 * prefetch; deferred islands load on the same terms). Returns a cancel function.
 */
export function onIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

/**
 * After the page has loaded, a further SETTLE_MS and then an idle moment: when code that only
 * enhances what the server drew (islands nobody touched, charts) may load, so a phone spends
 * its first seconds on the page itself (the JavaScript of the 1.5 s after `load`).
 */
export const SETTLE_MS = 2_000;

export function onSettled(callback: () => void): () => void {
  let cancel = () => {};
  const wait = () => {
    const timer = setTimeout(() => (cancel = onIdle(callback)), SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') wait();
  else {
    window.addEventListener('load', wait, { once: true });
    cancel = () => window.removeEventListener('load', wait);
  }
  return () => cancel();
}
