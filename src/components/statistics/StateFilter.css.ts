import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '0.75rem',
  padding: '1rem',
  margin: '1rem 0',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
});
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  minWidth: 0,
  maxWidth: '100%',
});
export const label = style({ fontWeight: 600 });
export const select = style({
  minWidth: 'min(16rem, 100%)',
  maxWidth: '100%',
  minHeight: '2.75rem',
  padding: '0.4rem 0.5rem',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: 4,
});
export const button = style({
  minHeight: '2.75rem',
  padding: '0.4rem 1.25rem',
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.textOnPrimary,
  background: vars.color.primary,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: 4,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryDark },
});
