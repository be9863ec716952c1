import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { panel } from '../../styles/recipes';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ ...panel, padding: '1rem 1.25rem', marginBottom: '1rem' });

export const title = style({ fontSize: '1.25rem', margin: '0 0 0.25rem', lineHeight: 1.3 });

export const date = style({ color: vars.color.textMuted, margin: '0 0 0.75rem' });

export const text = style({ maxWidth: '75ch' });

export const busy = style({ opacity: 0.6 });

export const feed = style({ margin: '0 0 1rem' });
