import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const section = style({
  margin: '2rem 0',
  padding: '1rem 1.25rem 1.25rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
});
export const summary = style({ maxWidth: '75ch' });
export const download = style({ margin: '0.75rem 0 0' });
