import { style } from '@vanilla-extract/css';
import { tableScrollRegion } from '../../styles/recipes';

// Paper has no scrollbar: in print the table shows whole.
export const region = style({
  ...tableScrollRegion,
  '@media': { print: { overflow: 'visible' } },
});
