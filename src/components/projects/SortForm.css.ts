import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  marginBlock: '0.5rem 0.75rem',
});

export const label = style({ fontWeight: 600 });

export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: 4,
  padding: '0.3rem 0.5rem',
  minHeight: '2.75rem',
  flex: '1 1 12rem',
  minWidth: 0,
  maxWidth: '100%',
});

export const button = style({
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.primary,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: 4,
  padding: '0.3rem 1rem',
  minHeight: '2.75rem',
  cursor: 'pointer',
});
