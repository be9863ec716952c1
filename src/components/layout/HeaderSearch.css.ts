import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hidden } from '../../styles/recipes';
import { media } from '../../styles/tokens';
import { iconButton } from './Header.css';

// The form on wide screens (above 1320 px); the icon link below that, and in accessibility
// mode, where the enlarged toolbar has no room for a field (it would wrap onto a second row).
const accessible = '[data-accessible="true"] &';

export const form = style({
  display: 'none',
  alignItems: 'center',
  '@media': { [media.wide]: { display: 'flex' } },
  selectors: { [accessible]: { display: 'none' } },
});

export const label = style(hidden);

export const input = style({
  font: 'inherit',
  fontSize: '0.95rem',
  width: '14rem',
  minHeight: 36,
  padding: '0.25rem 0.5rem',
  border: `2px solid ${vars.color.textOnPrimary}`,
  borderInlineEnd: 0,
  borderRadius: '4px 0 0 4px',
  color: vars.color.text,
  background: vars.color.surface,
});

export const submit = style([
  iconButton,
  {
    minWidth: 40,
    minHeight: 36,
    border: `2px solid ${vars.color.textOnPrimary}`,
    borderRadius: '0 4px 4px 0',
  },
]);

export const link = style([
  iconButton,
  {
    '@media': { [media.wide]: { display: 'none' } },
    selectors: { [accessible]: { display: 'inline-flex' } },
  },
]);
