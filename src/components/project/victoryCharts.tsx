import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryLegend,
  VictoryLine,
  VictoryPie,
  VictoryScatter,
} from 'victory';
import { millionsTick, type CostPoint, type UsedFunds } from './chartData';

// The Victory half of the project charts, in its own module so the dynamic import in
// ChartCanvas puts Victory (~80 KB gzip) in a chunk only this page loads. Victory ignores CSS,
// so every colour arrives as a prop read from the theme tokens.

export interface ChartColors {
  series: readonly string[];
  text: string;
  grid: string;
  /** Chart text size in SVG units: larger in accessibility mode (low-vision readers). */
  fontSize: number;
}

const font = 'inherit';

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
  const remainingPercent = Math.round((100 - data.usedPercent) * 10) / 10;
  return (
    <VictoryPie
      containerComponent={
        <VictoryContainer containerId="used-funds-chart" title={title} responsive />
      }
      width={520}
      height={340}
      padding={{ top: 60, bottom: 60, left: 150, right: 150 }}
      innerRadius={55}
      labelRadius={128}
      colorScale={[used, remaining]}
      style={{
        data: { stroke: colors.text, strokeWidth: 1 },
        labels: { fill: colors.text, fontSize: colors.fontSize + 3, fontFamily: font },
      }}
      // An empty slice would stack its label on the other one; the table still lists it.
      data={[
        { x: 'Використано', y: data.used, label: `Використано\n${fmt(data.usedPercent)} %` },
        { x: 'Залишок', y: data.remaining, label: `Залишок\n${fmt(remainingPercent)} %` },
      ].filter((slice) => slice.y > 0)}
    />
  );
}

const fmt = (value: number): string => String(value).replace('.', ',');

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
  const axisStyle = {
    axis: { stroke: colors.text },
    tickLabels: { fill: colors.text, fontSize: colors.fontSize, fontFamily: font, padding: 4 },
    axisLabel: { fill: colors.text, fontSize: colors.fontSize, fontFamily: font, padding: 48 },
    grid: { stroke: colors.grid, strokeWidth: 0.5, strokeDasharray: '2 4' },
  };
  return (
    <VictoryChart
      containerComponent={
        <VictoryContainer containerId="cost-dynamics-chart" title={title} responsive />
      }
      width={640}
      height={340}
      padding={{ top: 50, bottom: 44, left: 76, right: 20 }}
      domainPadding={{ x: 30, y: [0, 10] }}
    >
      <VictoryLegend
        x={70}
        y={8}
        orientation="horizontal"
        gutter={24}
        style={{ labels: { fill: colors.text, fontSize: colors.fontSize, fontFamily: font } }}
        data={[
          { name: 'Вартість проєкту', symbol: { fill: cost, type: 'square' } },
          { name: 'Використано коштів', symbol: { fill: used, type: 'circle' } },
        ]}
      />
      {/* Many periods in large type would overlap: Victory then skips every other label. */}
      <VictoryAxis style={axisStyle} tickFormat={(t: string) => t} fixLabelOverlap />
      <VictoryAxis
        dependentAxis
        label="млн грн."
        style={axisStyle}
        tickFormat={(t: number) => millionsTick(t)}
      />
      <VictoryBar
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
