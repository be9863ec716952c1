import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { primaryButton, wrapRow } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const dialog = style({
  width: 'calc(100vw - 2rem)',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 8,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 12px 40px rgba(0,0,0,0.35)',
});

globalStyle(`${dialog}::backdrop`, { background: 'rgba(10, 20, 35, 0.6)' });

export const titleBar = style({
  margin: 0,
  padding: '1rem 1.5rem',
  fontSize: '1.25rem',
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const content = style({ padding: '1.25rem 1.5rem', lineHeight: 1.6 });

// The buttons wrap rather than overflow on a narrow phone at the largest font size.
export const actions = style({
  ...wrapRow,
  justifyContent: 'flex-end',
  gap: '0.75rem',
  padding: '0 1.5rem 1.25rem',
});

export const button = style({
  ...primaryButton,
  minHeight: touch.px,
  minWidth: 120,
  fontWeight: 700,
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});

export const secondaryButton = style([
  button,
  {
    background: vars.color.surface,
    color: vars.color.primary,
    selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  },
]);
