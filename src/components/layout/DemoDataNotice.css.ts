import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const notice = style({
  margin: 0,
  padding: '0.125rem 1rem',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.accent}`,
  fontSize: '0.875rem',
  lineHeight: 1.25,
});

export const text = style({ margin: 0 });
