import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { panel } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const list = style({ listStyle: 'none', padding: 0, margin: 0, maxWidth: '80ch' });

export const item = style({ ...panel, marginBottom: '0.5rem' });

export const question = style({
  cursor: 'pointer',
  padding: '0.75rem 1rem',
  fontWeight: 600,
  minHeight: touch.target,
});

export const answer = style({ padding: '0 1rem 0.75rem' });

export const permalink = style({ fontSize: '0.875rem' });

globalStyle(`${item}:target`, { outline: `3px solid ${vars.color.focusOutline}` });
