import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { panel } from '../../styles/recipes';

export const nav = style({ margin: '1.5rem 0' });
export const heading = style({ fontSize: '1.25em' });
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: '1rem',
});
// The whole card is clickable through the link's ::after, but only the title is the link text.
export const item = style({
  position: 'relative',
  padding: '1rem 1.25rem',
  ...panel,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const link = style({
  fontWeight: 700,
  fontSize: '1.15em',
  color: vars.color.link,
  '::after': { content: '""', position: 'absolute', inset: 0 },
});
export const text = style({ margin: '0.5rem 0 0', color: vars.color.text });
globalStyle(`${item}:focus-within`, { outline: `3px solid ${vars.color.focusOutline}` });
