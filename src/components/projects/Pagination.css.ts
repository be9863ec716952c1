import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, rowList } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const nav = style({ marginBlock: '1rem' });

export const list = style({ ...rowList, gap: '0.25rem' });

const item = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: touch.target,
  minHeight: touch.target,
  padding: '0 0.5rem',
  borderRadius: 4,
  border: hairline,
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
