import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { control, fieldStack, panel, primaryButton, wrapRow } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const form = style({
  ...wrapRow,
  alignItems: 'flex-end',
  gap: '0.75rem',
  padding: '1rem',
  margin: '1rem 0',
  ...panel,
});
export const field = style({ ...fieldStack, maxWidth: '100%' });
export const label = style({ fontWeight: 600 });
export const select = style({
  ...control,
  width: 'auto',
  minWidth: 'min(16rem, 100%)',
  maxWidth: '100%',
  minHeight: touch.target,
});
export const button = style({
  ...primaryButton,
  padding: '0.4rem 1.25rem',
  ':hover': { background: vars.color.primaryDark },
});
