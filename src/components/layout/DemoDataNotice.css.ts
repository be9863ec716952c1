import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const notice = style({
  margin: 0,
  padding: '0.5rem 1.25rem',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.accent}`,
  fontSize: '0.9375rem',
  lineHeight: 1.4,
});

export const text = style({ margin: 0 });
