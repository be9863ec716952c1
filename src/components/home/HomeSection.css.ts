import { style } from '@vanilla-extract/css';
import { media } from '../../styles/tokens';
import { vars } from '../../styles/contract.css';

export const intro = style({ margin: '0 0 1.5rem' });
export const heading = style({ color: vars.color.primary, margin: '0.5rem 0 0.75rem' });
export const lead = style({ maxWidth: '70ch', fontSize: '1.15em' });
export const updated = style({ color: vars.color.textMuted });
export const columns = style({
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: '1fr',
  '@media': { [media.mdUp]: { gridTemplateColumns: '3fr 2fr' } },
});
