'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { palette } from '../../styles/tokens';
import { contrastTheme } from '../../styles/themes/contrast.css';
import type { CostPoint, UsedFunds } from './chartData';
import type { ChartColors } from './victoryCharts';

// Client leaf that draws one project chart. Victory is imported dynamically, so it stays out
// of the shell bundle and loads only here; without JavaScript the server-rendered summary and
// data table beside the chart carry the same numbers.
const UsedFundsPie = lazy(() =>
  import('./victoryCharts').then((m) => ({ default: m.UsedFundsPie })),
);
const CostDynamicsBars = lazy(() =>
  import('./victoryCharts').then((m) => ({ default: m.CostDynamicsBars })),
);

function colorsFor(accessible: boolean): ChartColors {
  const theme = accessible ? palette.contrast : palette.normal;
  return {
    series: theme.chart,
    text: theme.text,
    grid: theme.border,
    fontSize: accessible ? 16 : 12,
  };
}

/** The theme may be switched on the client without a reload: follow the <html> class. */
function useAccessibleTheme(initial: boolean): boolean {
  const [accessible, setAccessible] = useState(initial);
  useEffect(() => {
    const html = document.documentElement;
    const update = () => setAccessible(html.classList.contains(contrastTheme));
    update();
    const observer = new MutationObserver(update);
    observer.observe(html, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return accessible;
}

type ChartProps =
  | { kind: 'usedFunds'; data: UsedFunds }
  | { kind: 'costDynamics'; points: CostPoint[] };

export function ChartCanvas(props: ChartProps & { accessible: boolean; title: string }) {
  const accessible = useAccessibleTheme(props.accessible);
  // Charts render after hydration only: Victory's inline styles would otherwise be blocked by a
  // strict style CSP in the server HTML, and its generated ids would not hydrate.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const colors = colorsFor(accessible);
  return (
    <Suspense fallback={null}>
      {props.kind === 'usedFunds' ? (
        <UsedFundsPie data={props.data} colors={colors} title={props.title} />
      ) : (
        <CostDynamicsBars points={props.points} colors={colors} title={props.title} />
      )}
    </Suspense>
  );
}
