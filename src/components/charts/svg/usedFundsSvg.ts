import { arc, pie } from 'victory-vendor/d3-shape';
import { percentText, remainingPercent, type UsedFunds } from '../../project/chartData';
import { container, label } from './markup';

// The used-funds ring as VictoryPie draws it (UsedFundsPie in victoryCharts.tsx): the same d3
// arcs, label positions and anchors, written as text. The geometry mirrors those props:
// 520 × 340, padding 60 / 150, inner radius 55, label radius 128, no sorting, from 12 o'clock.

const WIDTH = 520;
const HEIGHT = 340;
const RADIUS = Math.min((WIDTH - 300) / 2, (HEIGHT - 120) / 2);
const ORIGIN = { x: 150 + RADIUS, y: 60 + RADIUS };
const slicePath = arc<{ startAngle: number; endAngle: number }>()
  .cornerRadius(0)
  .outerRadius(RADIUS)
  .innerRadius(55);
const labelArc = arc<{ startAngle: number; endAngle: number }>().outerRadius(128).innerRadius(128);

/** VictoryPie's label anchors for a label at this angle (degrees clockwise from 12 o'clock). */
function anchors(degrees: number) {
  if (degrees < 45 || degrees > 315) return { text: 'middle', vertical: 'end' } as const;
  if (degrees < 135) return { text: 'start', vertical: 'middle' } as const;
  if (degrees < 225) return { text: 'middle', vertical: 'start' } as const;
  return { text: 'end', vertical: 'middle' } as const;
}

export interface PieColors {
  className: string;
  used: string;
  remaining: string;
  text: string;
  fontSize: number;
}

export function usedFundsSvg(data: UsedFunds, colors: PieColors, title: string): string {
  // Victory colours the slices it is given in order: a lone slice takes the first colour.
  const fills = [colors.used, colors.remaining];
  const slices = [
    { y: data.used, lines: ['Використано', percentText(data.usedPercent)] },
    { y: data.remaining, lines: ['Залишок', percentText(remainingPercent(data))] },
  ].filter((slice) => slice.y > 0);
  const arcs = pie<(typeof slices)[number]>()
    .sort(null)
    .startAngle(0)
    .endAngle(2 * Math.PI)
    .padAngle(0)
    .value((slice) => slice.y)(slices);
  const fontSize = colors.fontSize + 3;
  const textStyle = `padding:20px;font-family:inherit;font-size:${fontSize}px;fill:${colors.text}`;
  const translate = `translate(${ORIGIN.x}, ${ORIGIN.y})`;
  const paths = arcs
    .map(
      (a, i) =>
        `<path d="${slicePath(a) ?? ''}" style="fill:${fills[i] ?? ''};stroke:${colors.text};stroke-width:1;padding:10px" transform="${translate}" role="presentation" shape-rendering="auto"></path>`,
    )
    .join('');
  const labels = arcs
    .map((a, i) => {
      const mid = ((a.startAngle + a.endAngle) / 2) * (180 / Math.PI);
      const anchor = anchors(mid % 360);
      const [cx, cy] = labelArc.centroid(a);
      return label({
        id: `pie-labels-${i}`,
        lines: a.data.lines,
        x: Math.round(cx) + ORIGIN.x,
        y: Math.round(cy) + ORIGIN.y,
        fontSize,
        textAnchor: anchor.text,
        verticalAnchor: anchor.vertical,
        style: textStyle,
      });
    })
    .join('');
  return container({
    className: colors.className,
    wrapperStyle: 'width:100%;height:100%;pointer-events:none;touch-action:none;position:relative',
    id: 'used-funds-chart',
    title,
    width: WIDTH,
    height: HEIGHT,
    body: `<g>${paths}${labels}</g>`,
  });
}
