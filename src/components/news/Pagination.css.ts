import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  listStyle: 'none',
  padding: 0,
  margin: '1.5rem 0',
});

const box = {
  display: 'inline-block',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: '0.5rem 0.75rem',
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
} as const;

export const link = style({ ...box, background: vars.color.surface });

export const current = style({
  ...box,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontWeight: 700,
  borderColor: vars.color.primary,
});

export const gap = style({ ...box, border: 'none' });
