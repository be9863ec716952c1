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
