'use client';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLabel } from 'victory';
import type { StatisticsGroup } from '../../registry/schemas';
import { vars } from '../../styles/contract.css';
import { formatCompactAmount } from './amountScale';
import { wrapLabel } from './wrapLabel';

// The charts themselves. Colours are the theme's CSS variables (Victory writes them into inline
// styles), so both themes, and a switch between them, need no re-render. Long Ukrainian names
// are wrapped above horizontal bars instead of being cut at an axis.

interface ChartProps {
  groups: StatisticsGroup[];
  title: string;
  description: string;
  width: number;
  fontSize: number;
}

const text = (fontSize: number) => ({
  fontFamily: 'inherit',
  fontSize,
  fill: vars.color.text,
});

const axisStyle = (fontSize: number) => ({
  axis: { stroke: vars.color.textMuted },
  grid: { stroke: vars.color.border, strokeDasharray: '4 4' },
  tickLabels: { ...text(fontSize * 0.9), padding: 4 },
  ticks: { stroke: vars.color.textMuted, size: 4 },
});

/** A tick label ('12.0 млрд'): the currency is in the caption, not on every tick. */
const tick = (value: number) => formatCompactAmount(value).replace(/ грн\.$/, '');

export function RankingChart({ groups, title, description, width, fontSize }: ChartProps) {
  const lineHeight = fontSize * 1.25;
  // Characters per label line at this width (Ukrainian text averages ~0.56 em per letter).
  const chars = Math.max(16, Math.floor((width - 36) / (fontSize * 0.56)));
  const rows = groups.map((g, index) => ({
    x: groups.length - index,
    y: g.amount,
    // No-break spaces keep an amount on one line when the name wraps.
    lines: wrapLabel(`${g.name} — ${formatCompactAmount(g.amount).replace(/ /g, '\u00a0')}`, chars),
  }));
  const maxLines = Math.max(1, ...rows.map((r) => r.lines.length));
  // The first bar's label sits above the plot area's first row: leave it room.
  const padding = {
    top: 8 + maxLines * lineHeight,
    right: Math.round(fontSize * 2.5),
    bottom: 36,
    left: 12,
  };
  const barWidth = Math.max(12, fontSize);
  const rowHeight = maxLines * lineHeight + barWidth + 14;
  const height = padding.top + padding.bottom + rows.length * rowHeight;
  return (
    <VictoryChart
      horizontal
      width={width}
      height={height}
      padding={padding}
      domain={{ x: [0.5, rows.length + 0.5] }}
      domainPadding={{ y: [0, 8] }}
      title={title}
      desc={description}
    >
      <VictoryAxis
        dependentAxis
        tickFormat={tick}
        tickCount={width < 500 ? 3 : 5}
        // No grid lines here: they would run through the labels above the bars.
        style={{ ...axisStyle(fontSize), grid: { stroke: 'none' } }}
      />
      <VictoryBar
        data={rows}
        barWidth={barWidth}
        style={{ data: { fill: vars.color.primary } }}
        labels={({ datum }: { datum: (typeof rows)[number] }) => datum.lines}
        labelComponent={
          <VictoryLabel
            x={padding.left}
            dy={-(barWidth / 2 + 4)}
            textAnchor="start"
            verticalAnchor="end"
            lineHeight={1.25}
            style={text(fontSize)}
          />
        }
      />
    </VictoryChart>
  );
}

export function PeriodChart({ groups, title, description, width, fontSize }: ChartProps) {
  const padding = { top: 16, right: 16, bottom: 48, left: Math.round(fontSize * 5.5) };
  const height = Math.max(260, Math.round(width * 0.4));
  const data = groups.map((g) => ({ x: Number(g.id), y: g.amount }));
  const years = data.map((d) => d.x);
  const every = Math.max(1, Math.ceil((years.length * fontSize * 3.2) / width));
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={padding}
      domainPadding={{ x: Math.max(10, width / (years.length + 2) / 2), y: [0, 12] }}
      title={title}
      desc={description}
    >
      <VictoryAxis
        tickValues={years}
        tickFormat={(y: number, index: number) => (index % every === 0 ? String(y) : '')}
        style={axisStyle(fontSize)}
      />
      <VictoryAxis dependentAxis tickFormat={tick} tickCount={4} style={axisStyle(fontSize)} />
      <VictoryBar data={data} barRatio={0.75} style={{ data: { fill: vars.color.primary } }} />
    </VictoryChart>
  );
}
