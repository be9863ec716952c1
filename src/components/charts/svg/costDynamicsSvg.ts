import { TextSize } from 'victory';
import { scaleLinear } from 'victory-vendor/d3-scale';
import { line as linePath } from 'victory-vendor/d3-shape';
import { thousandsNumber } from '../../statistics/amountScale';
import type { CostPoint } from '../../project/chartData';
import { container, label, line } from './markup';

// The cost-dynamics chart as VictoryChart draws it (CostDynamicsBars in victoryCharts.tsx): the
// same domains (Victory's domain padding), d3 scales and ticks, label thinning and primitives,
// written as text. Shapes it does not cover return null and are drawn by Victory.

const WIDTH = 640;
const HEIGHT = 340;
const PAD = { top: 50, bottom: 44, left: 92, right: 20 };
const LEFT = PAD.left;
const RIGHT = WIDTH - PAD.right;
const TOP = PAD.top;
const BOTTOM = HEIGHT - PAD.bottom;

/** Victory's `padDomain` for a numeric axis: padding in pixels at each end of the range,
 * never across zero when the data is all on one side of it. */
function padDomain(min: number, max: number, before: number, after: number, extent: number) {
  const paddedExtent = Math.max(extent - before - after, 1);
  const domainExtent = (Math.abs(max - min) / paddedExtent) * extent;
  let low = min - (domainExtent * before) / extent;
  let high = max + (domainExtent * after) / extent;
  if ((min >= 0 && low <= 0) || (max <= 0 && high >= 0)) {
    const adjustLow = (v: number) => (min >= 0 && v <= 0 ? 0 : v);
    const adjustHigh = (v: number) => (max <= 0 && v >= 0 ? 0 : v);
    const first = {
      low: adjustLow(min - (Math.abs(max - min) * before) / extent),
      high: adjustHigh(max + (Math.abs(max - min) * after) / extent),
    };
    const span = Math.abs(first.high - first.low);
    low = adjustLow(min - (span * before) / extent);
    high = adjustHigh(max + (span * after) / extent);
  }
  return [low, high] as const;
}

/** VictoryAxis' `fixLabelOverlap`: every k-th label when their widths overflow the chart. */
function labelStep(texts: readonly string[], fontSize: number): number {
  const sum = texts.reduce(
    (total, text) =>
      total + TextSize.approximateTextSize(text, { fontSize, fontFamily: 'inherit' }).width + 8,
    0,
  );
  const fits = Math.floor((WIDTH * texts.length) / sum);
  return Math.ceil(texts.length / fits) || 1;
}

const barPath = (x0: number, x1: number, y0: number, y1: number) =>
  `M ${x0}, ${y0} \nA 0 0 0 0 1, ${x0}, ${y0} \nL ${x0}, ${y1} \nA 0 0 0 0 1, ${x0}, ${y1} \n` +
  `L ${x1}, ${y1} \nA 0 0 0 0 1, ${x1}, ${y1} \nL ${x1}, ${y0} \nA 0 0 0 0 1, ${x1}, ${y0} \n z`;

const circlePath = (x: number, y: number, r: number) =>
  `M ${x}, ${y}\n      m -${r}, 0\n      a ${r}, ${r} 0 1,0 ${r * 2},0\n      a ${r}, ${r} 0 1,0 -${r * 2},0`;

export interface CostColors {
  className: string;
  cost: string;
  used: string;
  text: string;
  grid: string;
  fontSize: number;
}

/**
 * The chart's markup, or null for what Victory lays out differently (no period, more than
 * sixteen, repeated periods, no positive amount, a negative one).
 * `legend` is the legend's markup (it depends on the colours and font size only).
 */
export function costDynamicsSvg(
  points: readonly CostPoint[],
  colors: CostColors,
  title: string,
  legend: string,
): string | null {
  const n = points.length;
  const values = points.flatMap((p) => [p.amount, p.usedAmount]);
  const top = Math.max(...values);
  if (n < 1 || n > 16 || new Set(points.map((p) => p.period)).size !== n) return null;
  if (!(top > 0) || values.some((v) => !(v >= 0))) return null;
  // One period: Victory widens a single-value domain by 1e-10 each way before padding it.
  const [first, last] = n === 1 ? [1 - 1e-10, 1 + 1e-10] : [1, n];
  const x = scaleLinear()
    .domain(padDomain(first, last, 30, 30, RIGHT - LEFT))
    .range([LEFT, RIGHT]);
  const y = scaleLinear()
    .domain(padDomain(0, top, 0, 10, BOTTOM - TOP))
    .range([BOTTOM, TOP]);
  const fs = colors.fontSize;
  const axisStyle = `stroke:${colors.text};fill:transparent;stroke-width:1;stroke-linecap:round;stroke-linejoin:round`;
  const gridStyle = `stroke:${colors.grid};stroke-width:0.5;stroke-dasharray:2 4;fill:none;pointer-events:painted`;
  const tickStyle = `stroke:${colors.text};size:4px;fill:transparent`;
  const text = `font-family:inherit;font-size:${fs}px;fill:${colors.text}`;
  const tickText = `${text};padding:4px`;

  const periods = points.map((p) => p.period);
  const step = labelStep(periods, fs);
  const xTicks = periods
    .map((period, i) => {
      if (i % step !== 0) return '';
      const at = x(i + 1);
      return (
        `<g role="presentation">${line(gridStyle, at, at, BOTTOM, TOP)}${line(tickStyle, at, at, BOTTOM, BOTTOM + 4)}` +
        label({
          id: `cost-dynamics-axis-1-tickLabels-${i}`,
          lines: [period],
          x: at,
          y: BOTTOM + 8,
          fontSize: fs,
          textAnchor: 'middle',
          verticalAnchor: 'start',
          style: tickText,
        }) +
        '</g>'
      );
    })
    .join('');
  const ticks = y.ticks(5);
  const nonZero = ticks.filter((t) => t !== 0);
  const yTicks = (nonZero.length ? nonZero : ticks)
    .map((value, i) => {
      const at = y(value);
      return (
        `<g role="presentation">${line(gridStyle, LEFT, RIGHT, at, at)}${line(tickStyle, LEFT, LEFT - 4, at, at)}` +
        label({
          id: `cost-dynamics-axis-2-tickLabels-${i}`,
          lines: [thousandsNumber(value)],
          x: LEFT - 8,
          y: at,
          fontSize: fs,
          textAnchor: 'end',
          verticalAnchor: 'middle',
          style: tickText,
        }) +
        '</g>'
      );
    })
    .join('');
  const axisLabel = label({
    id: 'cost-dynamics-axis-2-axisLabel-0',
    lines: ['тис.грн.'],
    x: LEFT - 64,
    y: (TOP + BOTTOM) / 2,
    fontSize: fs,
    textAnchor: 'middle',
    verticalAnchor: 'end',
    style: `${text};padding:64px;text-anchor:middle`,
    angle: -90,
  });

  const half = Math.min(56, 320 / n) / 2;
  const bars = points
    .map(
      (p, i) =>
        `<path style="fill:${colors.cost};stroke:${colors.cost};padding:8px;stroke-width:0" d="${barPath(x(i + 1) - half, x(i + 1) + half, y(0), y(p.amount))}" role="presentation" shape-rendering="auto"></path>`,
    )
    .join('');
  const used = linePath<CostPoint>()
    .x((_, i) => x(i + 1))
    .y((p) => y(p.usedAmount))(points);
  const clip = `<defs><clipPath><rect vector-effect="non-scaling-stroke" x="${LEFT}" y="${TOP}" width="${RIGHT - LEFT}" height="${BOTTOM - TOP}"></rect></clipPath></defs>`;
  // Victory draws no line through a single point: its path has no `d`.
  const usedLine =
    `<g style="height:100%;width:100%;user-select:none" clip-path="url(#undefined)">${clip}` +
    `<path${n > 1 ? ` d="${used ?? ''}"` : ''} style="fill:transparent;stroke:${colors.used};pointer-events:stroke;stroke-width:3;stroke-dasharray:6 3" role="presentation" shape-rendering="auto"></path></g>`;
  const dots = points
    .map(
      (p, i) =>
        `<path d="${circlePath(x(i + 1), y(p.usedAmount), 5)}" style="fill:${colors.used};stroke:${colors.grid};stroke-width:1" role="presentation" shape-rendering="auto"></path>`,
    )
    .join('');

  return container({
    className: colors.className,
    wrapperStyle:
      'height:100%;width:100%;user-select:none;pointer-events:none;touch-action:none;position:relative',
    id: 'cost-dynamics-chart',
    title,
    width: WIDTH,
    height: HEIGHT,
    body:
      legend +
      `<g role="presentation">${line(axisStyle, LEFT, RIGHT, BOTTOM, BOTTOM)}${xTicks}</g>` +
      `<g role="presentation">${line(axisStyle, LEFT, LEFT, TOP, BOTTOM)}${axisLabel}${yTicks}</g>` +
      `<g role="presentation">${bars}</g>${usedLine}<g>${dots}</g>`,
  });
}
