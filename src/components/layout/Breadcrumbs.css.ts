import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { media } from '../../styles/tokens';
import { hidden, rowList } from '../../styles/recipes';

export const nav = style({ margin: '0 0 0.75rem', fontSize: '0.95rem' });
export const list = style({ ...rowList, alignItems: 'center', color: vars.color.textMuted });
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': { content: '"›"', margin: '0 0.5rem', color: vars.color.textMuted },
  },
});
export const current = style({ color: vars.color.text, fontWeight: 600 });

// Both forms are in the HTML (no JavaScript needed): the full title for wider screens and
// screen readers, the cut one shown on extra-small screens only.
export const full = style({
  '@media': {
    [media.xsOnly]: hidden,
  },
});
export const short = style({
  display: 'none',
  '@media': { [media.xsOnly]: { display: 'inline' } },
});
