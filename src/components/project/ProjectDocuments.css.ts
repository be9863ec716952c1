import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { unbrokenOnPaper } from '../../styles/recipes';

export const list = style({ margin: 0, paddingLeft: '1.25rem' });

export const item = style({
  padding: '0.35rem 0',
  ...unbrokenOnPaper,
});

export const meta = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
