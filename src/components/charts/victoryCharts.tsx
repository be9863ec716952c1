import type { ComponentProps } from 'react';
import {
  Bar,
  Path,
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryLabel,
  VictoryLegend,
  VictoryLine,
  VictoryPie,
  VictoryScatter,
} from 'victory';
import type { StatisticsGroup } from '../../registry/schemas';
import { vars } from '../../styles/contract.css';
import { CURRENCY_THOUSAND_UAH } from '../../lib/format';
import {
  percentText,
  remainingPercent,
  type CostPoint,
  type UsedFunds,
} from '../project/chartData';
import { formatThousands, thousandsNumber } from '../statistics/amountScale';
import { wrapLabel } from '../statistics/wrapLabel';

// Every Victory chart of the portal, in the one module that imports Victory (~80 KB gzip).
// Only useVictoryCharts imports it, dynamically, so Victory is a chunk that the project page and
// the statistics section load after hydration, never the shell. Victory ignores CSS classes:
// colours arrive as the theme's CSS variables (Victory writes them into inline styles, so a theme
// switch needs no re-render) or, for the project's series colours, as props read from the tokens.

/** Victory's bar outline without the `index` it passes on: no such attribute exists on an SVG
 * path, and the server's HTML must be valid. */
function BarPath({ index: _index, ...props }: ComponentProps<typeof Path> & { index?: unknown }) {
  return <Path {...props} />;
}
const bar = <Bar pathComponent={<BarPath />} />;

/** Colours and text size of the project charts (the tokens have series colours per theme). */
export interface ChartColors {
  /** The class of Victory's wrapper element (the page's stylesheet must know every class). */
  className: string;
  series: readonly string[];
  text: string;
  grid: string;
  /** Chart text size in SVG units: larger in accessibility mode (low-vision readers). */
  fontSize: number;
}

const text = (fontSize: number, fill: string) => ({ fontFamily: 'inherit', fontSize, fill });

interface AxisColors {
  fontSize: number;
  text: string;
  line: string;
  grid: string;
  gridDash: string;
}

const axisStyle = ({ fontSize, text: fill, line, grid, gridDash }: AxisColors) => ({
  axis: { stroke: line },
  grid: { stroke: grid, strokeWidth: 0.5, strokeDasharray: gridDash },
  tickLabels: { ...text(fontSize, fill), padding: 4 },
  axisLabel: { ...text(fontSize, fill), padding: 64 },
  ticks: { stroke: line, size: 4 },
});

/** A project chart's frame: 340 units high, scaled to its box, with a stable id and a title. */
const frame = (id: string, title: string, width: number, className: string) => ({
  containerComponent: (
    <VictoryContainer containerId={id} title={title} className={className} responsive />
  ),
  width,
  height: 340,
});

export function UsedFundsPie({
  data,
  colors,
  title,
}: {
  data: UsedFunds;
  colors: ChartColors;
  title: string;
}) {
  const used = colors.series[0] ?? colors.text;
  const remaining = colors.series[1] ?? colors.grid;
  return (
    <VictoryPie
      {...frame('used-funds-chart', title, 520, colors.className)}
      padding={{ top: 60, bottom: 60, left: 150, right: 150 }}
      innerRadius={55}
      labelRadius={128}
      colorScale={[used, remaining]}
      style={{
        data: { stroke: colors.text, strokeWidth: 1 },
        labels: text(colors.fontSize + 3, colors.text),
      }}
      // An empty slice would stack its label on the other one; the table still lists it.
      data={[
        { x: 'Використано', y: data.used, label: `Використано\n${percentText(data.usedPercent)}` },
        {
          x: 'Залишок',
          y: data.remaining,
          label: `Залишок\n${percentText(remainingPercent(data))}`,
        },
      ].filter((slice) => slice.y > 0)}
    />
  );
}

/** The cost chart's legend: it depends on the colours and text size only, so the server's
 * drawing (svg/costDynamicsSvg.ts) renders it once per theme and reuses the markup. */
export function costLegend(colors: ChartColors, standalone?: false) {
  const cost = colors.series[0] ?? colors.text;
  const used = colors.series[1] ?? colors.text;
  return (
    <VictoryLegend
      name={standalone === false ? 'cost-dynamics-legend-0' : undefined}
      standalone={standalone}
      x={70}
      y={8}
      orientation="horizontal"
      gutter={24}
      style={{ labels: text(colors.fontSize, colors.text) }}
      data={[
        { name: 'Вартість проєкту', symbol: { fill: cost, type: 'square' } },
        { name: 'Використано коштів', symbol: { fill: used, type: 'circle' } },
      ]}
    />
  );
}

export function CostDynamicsBars({
  points,
  colors,
  title,
}: {
  points: CostPoint[];
  colors: ChartColors;
  title: string;
}) {
  const cost = colors.series[0] ?? colors.text;
  const used = colors.series[1] ?? colors.text;
  const axis = axisStyle({
    fontSize: colors.fontSize,
    text: colors.text,
    line: colors.text,
    grid: colors.grid,
    gridDash: '2 4',
  });
  return (
    <VictoryChart
      {...frame('cost-dynamics-chart', title, 640, colors.className)}
      name="cost-dynamics"
      padding={{ top: 50, bottom: 44, left: 92, right: 20 }}
      domainPadding={{ x: 30, y: [0, 10] }}
    >
      {costLegend(colors)}
      {/* Many periods in large type would overlap: Victory then skips every other label. */}
      <VictoryAxis style={axis} tickFormat={(t: string) => t} fixLabelOverlap />
      <VictoryAxis
        dependentAxis
        label={CURRENCY_THOUSAND_UAH}
        style={axis}
        tickFormat={(t: number) => thousandsNumber(t)}
      />
      <VictoryBar
        dataComponent={bar}
        data={points}
        x="period"
        y="amount"
        barWidth={Math.min(56, 320 / Math.max(points.length, 1))}
        style={{ data: { fill: cost } }}
      />
      <VictoryLine
        data={points}
        x="period"
        y="usedAmount"
        style={{ data: { stroke: used, strokeWidth: 3, strokeDasharray: '6 3' } }}
      />
      <VictoryScatter
        data={points}
        x="period"
        y="usedAmount"
        size={5}
        style={{ data: { fill: used, stroke: colors.grid, strokeWidth: 1 } }}
      />
    </VictoryChart>
  );
}

/** Statistics charts: drawn at the box's real width and the page's font size. */
interface GroupChartProps {
  groups: StatisticsGroup[];
  title: string;
  description: string;
  width: number;
  fontSize: number;
  /** The class of Victory's wrapper element (the page's stylesheet must know every class). */
  className: string;
  /** Unique on the page: the ids of the chart's labels start with it. */
  name: string;
}

/** What names a chart for assistive technology and for the page's stylesheet. */
type ChartLabels = Pick<GroupChartProps, 'title' | 'description' | 'className' | 'name'>;

const chartLabels = ({ title, description, className, name }: ChartLabels) => ({
  title,
  desc: description,
  name,
  containerComponent: <VictoryContainer className={className} />,
});

const groupAxis = (fontSize: number) =>
  axisStyle({
    fontSize: fontSize * 0.9,
    text: vars.color.text,
    line: vars.color.textMuted,
    grid: vars.color.border,
    gridDash: '4 4',
  });

/** A tick label in whole thousands ('12 000'): the axis label says 'тис.грн.' once. */
const thousandsTick = (value: number) => thousandsNumber(value);

/** Horizontal bars, largest first; long Ukrainian names wrap above their bar, never cut. */
export function RankingChart({ groups, width, fontSize, ...labels }: GroupChartProps) {
  const lineHeight = fontSize * 1.25;
  // Characters per label line at this width (Ukrainian text averages ~0.56 em per letter).
  const chars = Math.max(16, Math.floor((width - 36) / (fontSize * 0.56)));
  const rows = groups.map((g, index) => ({
    x: groups.length - index,
    y: g.amount,
    // No-break spaces keep an amount on one line when the name wraps.
    lines: wrapLabel(`${g.name} — ${formatThousands(g.amount).replace(/ /g, '\u00a0')}`, chars),
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
      {...chartLabels(labels)}
    >
      <VictoryAxis
        dependentAxis
        tickFormat={thousandsTick}
        tickCount={width < 500 ? 3 : 5}
        // No grid lines here: they would run through the labels above the bars.
        style={{ ...groupAxis(fontSize), grid: { stroke: 'none' } }}
      />
      <VictoryBar
        dataComponent={bar}
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
            style={text(fontSize, vars.color.text)}
          />
        }
      />
    </VictoryChart>
  );
}

/** Vertical bars by year; year labels thin out when they would collide. */
export function PeriodChart({ groups, width, fontSize, ...labels }: GroupChartProps) {
  // Room on the left for ticks of up to 11 characters ('100 000 000' thousands).
  const padding = { top: 16, right: 16, bottom: 48, left: Math.round(fontSize * 6.5) };
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
      {...chartLabels(labels)}
    >
      <VictoryAxis
        tickValues={years}
        tickFormat={(y: number, index: number) => (index % every === 0 ? String(y) : '')}
        style={groupAxis(fontSize)}
      />
      <VictoryAxis
        dependentAxis
        tickFormat={thousandsTick}
        tickCount={4}
        style={groupAxis(fontSize)}
      />
      <VictoryBar
        dataComponent={bar}
        data={data}
        barRatio={0.75}
        style={{ data: { fill: vars.color.primary } }}
      />
    </VictoryChart>
  );
}
