import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, panel, phoneInset } from '../../styles/recipes';
import { media } from '../../styles/tokens';

export const section = style({
  padding: '1rem 1.25rem',
  ...panel,
  // A grid item: without this the table's width would widen the page instead of scrolling.
  minWidth: 0,
  '@media': { [media.xsOnly]: { paddingInline: phoneInset } },
});
export const heading = style({ fontSize: '1.25em', marginTop: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const caption = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  paddingBottom: '0.5rem',
});
export const number = style({ textAlign: 'right' });
// An amount keeps its digit groups on one line (the name column wraps instead).
globalStyle(`${table} td${number}`, { whiteSpace: 'nowrap', overflowWrap: 'normal' });
export const name = style({
  textAlign: 'left',
  fontWeight: 400,
  width: '55%',
  // A state's name wraps between words, never letter by letter (the table scrolls instead).
  minWidth: '8em',
  overflowWrap: 'anywhere',
});
export const share = style({ display: 'block', color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const bar = style({ display: 'block', marginTop: '0.25rem' });
export const barFill = style({ fill: vars.color.primary });
globalStyle(`${table} th, ${table} td`, {
  padding: '0.4rem 0.5rem',
  borderBottom: hairline,
  verticalAlign: 'top',
  // Room for the amounts on a phone at the large font sizes.
  '@media': { [media.xsOnly]: { paddingInline: '0.25rem' } },
});
globalStyle(`${table} thead th`, { textAlign: 'left' });
globalStyle(`${table} thead th${number}`, { textAlign: 'right' });
