import { startTransition, useEffect, useState } from 'react';

export type VictoryCharts = typeof import('./victoryCharts');

/**
 * The chart module, imported after hydration: Victory stays out of the shell bundle, and the
 * charts never render on the server (Victory's inline styles would meet the strict style CSP
 * and its generated ids would not hydrate). Null until loaded; without JavaScript the
 * server-rendered summary and table beside every chart carry the same numbers.
 */
export function useVictoryCharts(): VictoryCharts | null {
  const [charts, setCharts] = useState<VictoryCharts | null>(null);
  useEffect(() => {
    let live = true;
    void import('./victoryCharts').then((m) => {
      // A transition: React draws the charts in short slices instead of one long task that
      // a tap would wait for (the statistics page's four charts took ~125 ms at once).
      if (live) startTransition(() => setCharts(m));
    });
    return () => {
      live = false;
    };
  }, []);
  return charts;
}
