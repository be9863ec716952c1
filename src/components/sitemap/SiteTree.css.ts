import { globalStyle, style } from '@vanilla-extract/css';
import { listedLink } from '../../styles/recipes';

export const tree = style({});
globalStyle(`${tree} a`, listedLink);
