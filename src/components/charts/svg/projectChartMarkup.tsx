import { renderToStaticMarkup } from 'react-dom/server';
import type { CostPoint, UsedFunds } from '../../project/chartData';
import { CostDynamicsBars, costLegend, type ChartColors } from '../victoryCharts';
import { costDynamicsSvg } from './costDynamicsSvg';
import { usedFundsSvg } from './usedFundsSvg';

// The server's drawing of a project chart, as markup for the page's HTML. Written as text
// (usedFundsSvg, costDynamicsSvg: the same markup as Victory's, tests/unit/staticChartSvg.test.tsx)
// so that an uncached project page costs about what it did before the charts were in its HTML;
// Victory draws only what the text drawings do not cover (a series of over sixteen periods).

export type ProjectChart =
  | { kind: 'usedFunds'; data: UsedFunds }
  | { kind: 'costDynamics'; points: CostPoint[] };

/** The legend's markup per theme and text size: a handful of entries, drawn once each. */
const legends = new Map<string, string>();
const LEGENDS_KEPT = 8;

function legendOf(colors: ChartColors): string {
  const key = [colors.fontSize, colors.text, ...colors.series.slice(0, 2)].join(' ');
  let markup = legends.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(costLegend(colors, false));
    if (legends.size >= LEGENDS_KEPT) legends.clear();
    legends.set(key, markup);
  }
  return markup;
}

export function projectChartMarkup(chart: ProjectChart, colors: ChartColors, title: string) {
  const first = colors.series[0] ?? colors.text;
  const second = colors.series[1];
  if (chart.kind === 'usedFunds') {
    const pie = { ...colors, used: first, remaining: second ?? colors.grid };
    return usedFundsSvg(chart.data, pie, title);
  }
  const bars = { ...colors, cost: first, used: second ?? colors.text };
  return (
    costDynamicsSvg(chart.points, bars, title, legendOf(colors)) ??
    renderToStaticMarkup(<CostDynamicsBars points={chart.points} colors={colors} title={title} />)
  );
}
