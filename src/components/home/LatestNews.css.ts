import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, panel } from '../../styles/recipes';

export const section = style({
  padding: '1rem 1.25rem',
  ...panel,
});
export const heading = style({ fontSize: '1.25em', marginTop: 0 });
export const list = style({ listStyle: 'none', padding: 0, margin: 0 });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  padding: '0.5rem 0',
  borderBottom: hairline,
});
export const date = style({ color: vars.color.textMuted, fontSize: '0.9em' });
