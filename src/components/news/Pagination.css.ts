import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, rowList } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const list = style({ ...rowList, gap: '0.5rem', margin: '1.5rem 0' });

const box = {
  display: 'inline-block',
  minWidth: touch.target,
  minHeight: touch.target,
  padding: '0.5rem 0.75rem',
  textAlign: 'center',
  border: hairline,
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
