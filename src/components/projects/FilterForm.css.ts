import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { media } from '../../styles/tokens';

export const form = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
  padding: '1rem',
  marginBlock: '1rem',
});

export const grid = style({
  display: 'grid',
  gap: '0.75rem 1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  alignItems: 'start',
});

export const wide = style({
  gridColumn: '1 / -1',
  '@media': { [media.mdUp]: { gridColumn: 'span 2' } },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  minWidth: 0,
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
  margin: 0,
  padding: '0.5rem 0.75rem 0.75rem',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '0.5rem',
  minWidth: 0,
});

export const legend = style({ padding: '0 0.25rem', fontWeight: 600 });

export const label = style({ fontWeight: 600 });

export const control = style({
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

export const invalid = style({
  borderColor: vars.color.error,
  borderWidth: 2,
});

export const error = style({ color: vars.color.error, fontWeight: 600, margin: 0 });

export const summary = style({
  border: `3px solid ${vars.color.error}`,
  padding: '0.5rem 1rem',
  marginBottom: '1rem',
});

export const summaryTitle = style({ fontSize: '1.1rem', margin: '0 0 0.25rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  alignItems: 'center',
  marginTop: '1rem',
});

export const submit = style({
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.textOnPrimary,
  background: vars.color.primary,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: 4,
  padding: '0.5rem 1.5rem',
  minHeight: '2.75rem',
  cursor: 'pointer',
});

export const hint = style({ color: vars.color.textMuted, fontSize: '0.9em', margin: 0 });
