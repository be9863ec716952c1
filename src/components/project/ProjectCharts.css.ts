import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { borderedCell, unbrokenOnPaper } from '../../styles/recipes';

export const figure = style({ margin: 0 });

export const summary = style({ margin: '0 0 0.75rem', color: vars.color.text });

// Space is kept for the drawing before it loads, so the page does not jump.
export const canvas = style({
  width: '100%',
  margin: '0 auto 1rem',
  ...unbrokenOnPaper,
});
/** The drawing inside the canvas, and Victory's own wrapper inside that. */
export const drawing = style({ width: '100%', height: '100%' });
export const victory = style({ width: '100%', height: '100%' });
export const pieCanvas = style({ maxWidth: 520, aspectRatio: '520 / 340' });
export const barCanvas = style({ maxWidth: 640, aspectRatio: '640 / 340' });

export const table = style({
  width: '100%',
  maxWidth: 640,
  fontVariantNumeric: 'tabular-nums',
  ...unbrokenOnPaper,
});

export const caption = style({
  textAlign: 'left',
  fontWeight: 600,
  padding: '0 0 0.35rem',
  captionSide: 'top',
});

globalStyle(`${table} th, ${table} td`, borderedCell);

// An amount never wraps inside, on phones too: the table scrolls in its region instead.
export const number = style({
  selectors: {
    [`${table} &`]: { textAlign: 'right', whiteSpace: 'nowrap', overflowWrap: 'normal' },
  },
});

export const noData = style({
  margin: 0,
  padding: '1rem',
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 600,
  textAlign: 'center',
});
