import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const list = style({ listStyle: 'none', padding: 0, margin: 0, maxWidth: '80ch' });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
  marginBottom: '0.5rem',
});

export const question = style({
  cursor: 'pointer',
  padding: '0.75rem 1rem',
  fontWeight: 600,
  minHeight: '2.75rem',
});

export const answer = style({ padding: '0 1rem 0.75rem' });

export const permalink = style({ fontSize: '0.875rem' });

globalStyle(`${item}:target`, { outline: `3px solid ${vars.color.focusOutline}` });
