// SVG markup written as text, the way Victory's components write it (same elements, attributes
// and numbers), for the drawings the server puts into the HTML. Victory builds some hundred React
// elements per chart through its prop, style and event machinery (the cost chart took 4–8 ms of a
// server core per page); the same markup as a string costs a small fraction of that.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Text or an attribute value, escaped as React escapes it. */
export const escapeText = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Victory's defaults for the text of a label: its cap height and the style it adds. */
const CAP_HEIGHT = 0.71;

export interface LabelOptions {
  id: string;
  lines: readonly string[];
  x: number;
  y: number;
  fontSize: number;
  textAnchor: 'start' | 'middle' | 'end';
  verticalAnchor: 'start' | 'middle' | 'end';
  /** The tspan style without `letter-spacing` and `stroke`, which Victory appends. */
  style: string;
  /** Degrees about (x, y). */
  angle?: number;
}

/** VictoryLabel's vertical offset of the first line (`getDy`), line height 1, no dy prop. */
function firstLineDy(lines: number, fontSize: number, anchor: LabelOptions['verticalAnchor']) {
  if (anchor === 'start') return (CAP_HEIGHT / 2 + 1 / 2) * fontSize;
  if (lines === 1) {
    return anchor === 'end'
      ? (CAP_HEIGHT / 2 + (0.5 - 1)) * fontSize
      : (CAP_HEIGHT / 2 + (0.5 - 1 / 2)) * fontSize;
  }
  let all = 0;
  for (let i = 0; i < lines; i++) all += ((CAP_HEIGHT / 2 + (0.5 - lines)) * fontSize) / lines;
  return anchor === 'end' ? all : all / 2 + (CAP_HEIGHT / 2) * fontSize;
}

/** A VictoryLabel as Victory writes it: <text> at the first line's baseline, a tspan a line. */
export function label(o: LabelOptions): string {
  const y = o.y + firstLineDy(o.lines.length, o.fontSize, o.verticalAnchor);
  const transform = o.angle === undefined ? '' : ` transform="rotate(${o.angle},${o.x},${o.y})"`;
  const style = `${o.style};letter-spacing:normal;stroke:transparent`;
  const spans = o.lines
    .map(
      (line, i) =>
        `<tspan x="${o.x}" dx="0" dy="${i === 0 ? 0 : o.fontSize}" text-anchor="${o.textAnchor}" style="${style}">${escapeText(line)}</tspan>`,
    )
    .join('');
  return `<text id="${o.id}" direction="inherit" dx="0" x="${o.x}" y="${y}"${transform}>${spans}</text>`;
}

/** A line primitive (axis, grid or tick) as Victory's LineSegment writes it. */
export const line = (style: string, x1: number, x2: number, y1: number, y2: number): string =>
  `<line vector-effect="non-scaling-stroke" style="${style}" role="presentation" shape-rendering="auto" x1="${x1}" x2="${x2}" y1="${y1}" y2="${y2}"></line>`;

/**
 * VictoryContainer's markup around a drawing: the wrapper element with the page's class, the
 * SVG with its title, and the empty layer Victory keeps for tooltips.
 */
export function container(o: {
  className: string;
  wrapperStyle: string;
  id: string;
  title: string;
  width: number;
  height: number;
  body: string;
}): string {
  const size = `width="${o.width}" height="${o.height}"`;
  const viewBox = `viewBox="0 0 ${o.width} ${o.height}"`;
  return (
    `<div class="${escapeText(o.className)}" style="${o.wrapperStyle}">` +
    `<svg ${size} role="img" aria-labelledby="${o.id}-title" ${viewBox} style="width:100%;height:100%;pointer-events:all">` +
    `<title id="${o.id}-title">${escapeText(o.title)}</title>${o.body}</svg>` +
    `<div style="width:100%;height:100%;z-index:99;position:absolute;top:0;left:0">` +
    `<svg ${size} ${viewBox} style="width:100%;height:100%;overflow:visible"></svg></div></div>`
  );
}
