import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const regions = style({ margin: '0 0 1.25rem' });

export const list = style({ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' });

export const evidence = style({ color: vars.color.textMuted });
