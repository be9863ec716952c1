import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const note = style({
  margin: '0 0 1.25rem',
  color: vars.color.textMuted,
  '@media': { print: { display: 'none' } },
});
