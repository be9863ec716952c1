import { startTransition, useEffect, useState, type RefObject } from 'react';
import { onSettled } from '../common/idle';

export type VictoryCharts = typeof import('./victoryCharts');

// One import for every chart on the page. A failed one (the network) is not kept: the next chart
// that mounts tries again.
let loading: Promise<VictoryCharts> | undefined;
const loadCharts = () =>
  (loading ??= import('./victoryCharts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/** How far ahead of the viewport a chart starts loading: half a screen, so it is drawn by the
 * time the reader scrolls to it, and content below it moves while still off screen. */
const AHEAD = '50% 0px';

/**
 * The chart module, imported after hydration: Victory stays out of the shell bundle. The server
 * draws every chart into the HTML (ServerDrawing), so this is only for what the server could
 * not draw: another theme, another width, other data, a page the router drew in the browser.
 * Null until loaded, and never loaded while `wanted` is false.
 *
 * With `near`, it loads only once that element comes within half a screen of the viewport: the
 * statistics section's four charts sit below the first screen, and a reader who never scrolls
 * to them should not pay for Victory (88 KB gzip, ~25 ms of a phone's main thread per chart).
 */
export function useVictoryCharts(
  near?: RefObject<Element | null>,
  wanted = true,
): VictoryCharts | null {
  const [charts, setCharts] = useState<VictoryCharts | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const load = () =>
      void loadCharts().then((m) => {
        // A transition: React draws the charts in short slices instead of one long task that
        // a tap would wait for (the statistics page's four charts took ~125 ms at once).
        if (live) startTransition(() => setCharts(m));
      });
    let observer: IntersectionObserver | undefined;
    // Not in the page's first seconds (onSettled): the summary and the table beside the chart
    // already carry its numbers, and a phone needs those seconds for the page itself.
    const cancel = onSettled(() => {
      const element = near?.current;
      if (!element || typeof IntersectionObserver === 'undefined') return load();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          load();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
    });
    return () => {
      live = false;
      cancel();
      observer?.disconnect();
    };
  }, [near, wanted]);
  return charts;
}
