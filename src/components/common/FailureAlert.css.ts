import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { primaryButton, wrapRow } from '../../styles/recipes';

export const alert = style({
  ...wrapRow,
  alignItems: 'center',
  gap: '0.5rem 1rem',
  border: `3px solid ${vars.color.error}`,
  background: vars.color.surface,
  padding: '0.75rem 1rem',
  marginBlock: '0.75rem',
});

export const text = style({ margin: 0, fontWeight: 600, flex: '1 1 16rem' });

export const retry = style({ ...primaryButton, padding: '0.4rem 1rem' });

/** Old data kept on screen after a failed refresh: framed and labelled in words (not faded:
 * faded text would fail the contrast minimum). */
export const stale = style({
  border: `3px dashed ${vars.color.error}`,
  padding: '0.5rem',
});

export const staleLabel = style({
  fontWeight: 700,
  margin: '0 0 0.5rem',
  color: vars.color.error,
});
