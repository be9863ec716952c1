import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { listedLink, primaryButton } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const form = style({ maxWidth: '40rem' });

export const field = style({ marginBottom: '1.25rem' });

export const label = style({ display: 'block', fontWeight: 600, marginBottom: '0.25rem' });

export const hint = style({ margin: '0 0 0.25rem', color: vars.color.textMuted });

export const error = style({ margin: '0 0 0.25rem', color: vars.color.error, fontWeight: 600 });

export const input = style({
  display: 'block',
  width: '100%',
  minHeight: touch.target,
  padding: '0.5rem 0.625rem',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 4,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: 3 },
  },
});

export const textarea = style([input, { minHeight: '10rem', resize: 'vertical' }]);

export const button = style({
  ...primaryButton,
  selectors: { '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' } },
});

export const summary = style({
  border: `3px solid ${vars.color.error}`,
  background: vars.color.surface,
  padding: '1rem 1.25rem',
  marginBottom: '1.5rem',
});
// The summary's links to the fields: 24 px targets (WCAG 2.5.8).
globalStyle(`${summary} a`, listedLink);

export const summaryTitle = style({ fontSize: '1.25rem', margin: '0 0 0.5rem' });

export const thanks = style({
  border: `3px solid ${vars.color.success}`,
  background: vars.color.surface,
  padding: '1rem 1.25rem',
  marginBottom: '1.5rem',
});

/** Off-screen, not display:none: bots skip hidden fields but fill ones merely out of view. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
