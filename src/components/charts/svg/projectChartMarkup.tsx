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

/** The pie's colours of a theme: used funds in its first series colour, the rest in its second. */
export const pieColors = (colors: ChartColors) => ({
  ...colors,
  used: colors.series[0] ?? colors.text,
  remaining: colors.series[1] ?? colors.grid,
});

/** The bars' colours of a theme: the cost in its first series colour, funds used in its second. */
export const barColors = (colors: ChartColors) => ({
  ...colors,
  cost: colors.series[0] ?? colors.text,
  used: colors.series[1] ?? colors.text,
});

export function projectChartMarkup(chart: ProjectChart, colors: ChartColors, title: string) {
  if (chart.kind === 'usedFunds') return usedFundsSvg(chart.data, pieColors(colors), title);
  return (
    costDynamicsSvg(chart.points, barColors(colors), title, legendOf(colors)) ??
    renderToStaticMarkup(<CostDynamicsBars points={chart.points} colors={colors} title={title} />)
  );
}
