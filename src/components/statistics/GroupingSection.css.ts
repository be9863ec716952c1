import { style } from '@vanilla-extract/css';
import { panel } from '../../styles/recipes';

export const section = style({
  margin: '2rem 0',
  padding: '1rem 1.25rem 1.25rem',
  ...panel,
});
export const summary = style({ maxWidth: '75ch' });
export const download = style({ margin: '0.75rem 0 0' });
