import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const figure = style({ margin: '1rem 0' });
export const caption = style({ fontWeight: 600, color: vars.color.text, marginBottom: '0.5rem' });
export const box = style({ width: '100%', minHeight: '4rem' });
/** The drawing in the box, and Victory's own wrapper inside that (an SVG as wide as the box). */
export const drawing = style({ width: '100%' });
export const victory = style({ width: '100%' });
