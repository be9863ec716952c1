import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline } from '../../styles/recipes';

export const section = style({ margin: '1.5rem 0' });
export const heading = style({ fontSize: '1.25em' });
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: '1rem',
  margin: 0,
});
export const figure = style({
  padding: '1rem 1.25rem',
  background: vars.color.surface,
  border: hairline,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: 4,
});
export const label = style({ color: vars.color.textMuted });
export const value = style({
  margin: '0.25rem 0 0',
  // The registry's total ('518 342 849') must fit a 320 px phone on one line at every font size.
  fontSize: 'min(2em, 9vw)',
  fontWeight: 700,
  color: vars.color.primary,
  lineHeight: 1.2,
});
export const exact = style({
  display: 'block',
  fontSize: '0.45em',
  fontWeight: 400,
  color: vars.color.textMuted,
});
