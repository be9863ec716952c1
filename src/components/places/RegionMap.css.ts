import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { contrastTheme } from '../../styles/themes/contrast.css';
import { panel, unbrokenOnPaper, wrapRow } from '../../styles/recipes';
import { fixedColors, media } from '../../styles/tokens';
import { SHADE_CLASSES, hatchId } from './mapShading';

// The map's shading: a ramp of the theme's primary colour on screen; hatching of growing
// density in the high-contrast theme and on paper, where colour alone says nothing (WCAG
// 1.4.1). The hatch patterns are defined once in the map's own <defs> (RegionMap.tsx).

// A framed panel, as the statistics' other sections.
export const section = style({ margin: '2rem 0', padding: '1rem 1.25rem 1.25rem', ...panel });
export const disclosure = style({ margin: 0 });
export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  minHeight: '1.5rem',
  color: vars.color.link,
  '@media': { print: { display: 'none' } },
});
export const lead = style({ maxWidth: '70ch', color: vars.color.textMuted });
export const switcher = style({
  ...wrapRow,
  gap: '0.5rem 1rem',
  alignItems: 'center',
  margin: '0.5rem 0 1rem',
  '@media': { print: { display: 'none' } },
});
export const switchCurrent = style({ fontWeight: 700 });
export const layout = style({
  ...wrapRow,
  gap: '1.5rem',
  alignItems: 'flex-start',
  // On paper the map (with its heading, unbroken) and then the table.
  '@media': { print: { display: 'block' } },
});
export const mapColumn = style({
  flex: '3 1 28rem',
  minWidth: 0,
  ...unbrokenOnPaper,
});
export const drawing = style({ margin: 0 });
export const tableBox = style({
  flex: '2 1 20rem',
  minWidth: 0,
  '@media': { print: { marginTop: '1rem' } },
});
export const map = style({ display: 'block', width: '100%', height: 'auto', maxWidth: '48rem' });

const ramp = [0, 16, 32, 50, 70, 88];
export const shade = styleVariants(
  Object.fromEntries(
    Array.from({ length: SHADE_CLASSES + 1 }, (_, level) => [
      level,
      {
        fill:
          level === 0
            ? vars.color.surface
            : `color-mix(in srgb, ${vars.color.primary} ${ramp[level]}%, ${vars.color.surface})`,
      },
    ]),
  ) as Record<number, { fill: string }>,
);
for (let level = 0; level <= SHADE_CLASSES; level++) {
  const hatched = level === 0 ? fixedColors.paper : `url(#${hatchId(level)})`;
  globalStyle(`.${contrastTheme} ${shade[level]}`, { fill: hatched });
  globalStyle(`${shade[level]}`, { '@media': { print: { fill: hatched } } });
}

export const unit = style({
  stroke: vars.color.textMuted,
  strokeWidth: 0.7,
  strokeLinejoin: 'round',
  selectors: {
    [`.${contrastTheme} &`]: { stroke: vars.color.text, strokeWidth: 1.2 },
  },
  '@media': { print: { stroke: fixedColors.ink } },
});
// A unit's link: its outline thickens on hover and focus (the focus ring of an SVG <a> is
// drawn by the path, as browsers draw none around it).
export const unitLink = style({ outline: 'none' });
globalStyle(`${unitLink}:hover ${unit}`, { strokeWidth: 2.5, stroke: vars.color.text });
globalStyle(`${unitLink}:focus-visible ${unit}`, {
  stroke: vars.color.focusOutline,
  strokeWidth: 4,
});

export const labels = style({
  pointerEvents: 'none',
  textAnchor: 'middle',
  dominantBaseline: 'middle',
  fontSize: 15,
  fontWeight: 700,
  // A phone shows the map at under half its size: larger figures stay readable (~10 px).
  '@media': { [media.xsOnly]: { fontSize: 24 } },
});
export const halo = style({
  fill: vars.color.surface,
  stroke: vars.color.surface,
  strokeWidth: 4,
  strokeLinejoin: 'round',
  '@media': { print: { fill: fixedColors.paper, stroke: fixedColors.paper } },
});
export const label = style({
  fill: vars.color.text,
  '@media': { print: { fill: fixedColors.ink } },
});

export const legend = style({
  listStyle: 'none',
  padding: 0,
  margin: '0.75rem 0 0',
  ...wrapRow,
  gap: '0.35rem 1rem',
});
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: '0.4rem' });
export const swatch = style({ flex: 'none', width: '1.6rem', height: '1.1rem' });
export const note = style({ color: vars.color.textMuted, margin: '0.5rem 0 0', maxWidth: '60ch' });
