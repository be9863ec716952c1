import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  minWidth: 0,
  gridColumn: '1 / -1',
});

export const label = style({ fontWeight: 600 });

export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: 4,
  padding: '0.4rem 0.5rem',
  minHeight: '2.5rem',
  width: '100%',
  minWidth: 0,
});
