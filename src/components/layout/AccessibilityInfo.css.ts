import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { layout } from '../../styles/tokens';

export const disclosure = style({ position: 'relative' });
export const summary = style({
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const panel = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 50,
  width: 'min(90vw, 32rem)',
  maxWidth: layout.infoDialogMaxWidth,
  padding: '1rem 1.25rem',
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 8,
  boxShadow: '0 8px 24px rgba(0,0,0,0.3)',
});
