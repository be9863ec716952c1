import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { listedLink, wrapRow } from '../../styles/recipes';
import { layout, media } from '../../styles/tokens';

const rem = (px: number) => `${px / 14}rem`;

// Spec §9: 70/100/140 px by screen size at the 14px root; rem makes it grow with the
// accessibility font sizes.
export const footer = style({
  background: vars.color.primaryDark,
  color: vars.color.textOnPrimary,
  borderTop: `4px solid ${vars.color.accent}`,
  minHeight: rem(layout.footerHeight.xs),
  padding: '1.25rem 1.25rem',
  '@media': {
    [`screen and (min-width: ${600}px)`]: { minHeight: rem(layout.footerHeight.sm) },
    [media.mdUp]: { minHeight: rem(layout.footerHeight.md), padding: '1.25rem 2.5rem' },
  },
});

export const inner = style({
  maxWidth: layout.contentMaxWidth,
  margin: '0 auto',
  ...wrapRow,
  gap: '0.75rem 2rem',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const links = style({
  ...wrapRow,
  gap: '0 1.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
// Each link a 24 px target (WCAG 2.5.8), also when the list wraps on a phone.
globalStyle(`${links} a`, listedLink);

globalStyle(`${footer} a`, { color: vars.color.textOnPrimary });
globalStyle(`${footer} :focus-visible`, { outline: `3px solid ${vars.color.headerFocus}` });

export const meta = style({ margin: 0, fontSize: '0.9rem' });
