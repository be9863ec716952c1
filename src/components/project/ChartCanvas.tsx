'use client';
import { useEffect, useState } from 'react';
import { palette } from '../../styles/tokens';
import { contrastTheme } from '../../styles/themes/contrast.css';
import { useVictoryCharts } from '../charts/useVictoryCharts';
import type { ChartColors } from '../charts/victoryCharts';
import type { CostPoint, UsedFunds } from './chartData';

// Client leaf that draws one project chart once the chart module has loaded.

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
  const charts = useVictoryCharts();
  if (!charts) return null;
  const colors = colorsFor(accessible);
  return props.kind === 'usedFunds' ? (
    <charts.UsedFundsPie data={props.data} colors={colors} title={props.title} />
  ) : (
    <charts.CostDynamicsBars points={props.points} colors={colors} title={props.title} />
  );
}
