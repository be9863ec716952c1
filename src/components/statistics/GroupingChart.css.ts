import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const figure = style({ margin: '1rem 0' });
export const caption = style({ fontWeight: 600, color: vars.color.text, marginBottom: '0.5rem' });
export const box = style({ width: '100%', minHeight: '4rem' });
