import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const nav = style({ marginBlock: '1rem' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const item = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: '0 0.5rem',
  borderRadius: 4,
  border: `1px solid ${vars.color.border}`,
} as const;

export const link = style({ ...item, background: vars.color.surface, textDecoration: 'none' });

export const current = style({
  ...item,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  borderColor: vars.color.primary,
  fontWeight: 700,
});

export const gap = style({ ...item, border: 'none' });
