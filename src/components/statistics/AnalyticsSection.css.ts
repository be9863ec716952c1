import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const lead = style({ maxWidth: '70ch', color: vars.color.text });
