import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline } from '../../styles/recipes';

export const board = style({ display: 'block' });
export const note = style({
  padding: '0.75rem 1rem',
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const status = style({
  minHeight: '1.5em',
  margin: '0.25rem 0',
  color: vars.color.textMuted,
});
export const results = style({
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const scope = style({ fontSize: '1.1em' });
export const withoutExecutor = style({
  padding: '0.5rem 0.75rem',
  background: vars.color.background,
  border: hairline,
  borderRadius: 4,
  display: 'inline-block',
});
