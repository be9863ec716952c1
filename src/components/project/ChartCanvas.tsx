'use client';
import { useCallback, useEffect, useState } from 'react';
import { palette } from '../../styles/tokens';
import { contrastTheme } from '../../styles/themes/contrast.css';
import { KeptDrawing, serverMarkup } from '../charts/ServerDrawing';
import { useVictoryCharts } from '../charts/useVictoryCharts';
import * as css from './ProjectCharts.css';
import type { ChartColors } from '../charts/victoryCharts';
import type { CostPoint, UsedFunds } from './chartData';

function colorsFor(accessible: boolean): ChartColors {
  const theme = accessible ? palette.contrast : palette.normal;
  return {
    className: css.victory,
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

/**
 * One project chart. The server draws it into the HTML in the reader's theme (a responsive SVG,
 * the same Victory draws, written as text: svg/projectChartMarkup); the browser loads Victory
 * only to draw it again when the reader switches the theme in place, or when the router drew the
 * page in the browser.
 */
export function ChartCanvas(props: ChartProps & { accessible: boolean; title: string }) {
  const accessible = useAccessibleTheme(props.accessible);
  const [kept, setKept] = useState(true);
  const missing = useCallback(() => setKept(false), []);
  const charts = useVictoryCharts(undefined, !kept || accessible !== props.accessible);
  const colors = colorsFor(accessible);
  if (!charts) {
    const markup = serverMarkup?.projectChartMarkup(props, colors, props.title);
    return <KeptDrawing className={css.drawing} markup={markup} onMissing={missing} />;
  }
  return (
    <div className={css.drawing}>
      {props.kind === 'usedFunds' ? (
        <charts.UsedFundsPie data={props.data} colors={colors} title={props.title} />
      ) : (
        <charts.CostDynamicsBars points={props.points} colors={colors} title={props.title} />
      )}
    </div>
  );
}
