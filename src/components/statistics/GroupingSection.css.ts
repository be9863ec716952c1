import { globalStyle, style } from '@vanilla-extract/css';
import { laidOutWhenNear, listedLink, panel } from '../../styles/recipes';

export const section = style({
  margin: '2rem 0',
  padding: '1rem 1.25rem 1.25rem',
  ...panel,
  // Four sections of a chart and a table each, 1 200–1 800 px tall on a phone: only the ones
  // near the screen are laid out (the first layout of the section covered ~1 200 boxes). The
  // placeholder is about one section, so the scrollbar does not jump as they are drawn.
  ...laidOutWhenNear,
  containIntrinsicSize: 'auto 90rem',
});
export const summary = style({ maxWidth: '75ch' });
export const download = style({ margin: '0.75rem 0 0' });
globalStyle(`${download} a`, listedLink);
