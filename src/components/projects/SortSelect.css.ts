import { style } from '@vanilla-extract/css';
import { control, fieldStack } from '../../styles/recipes';

export const field = style({ ...fieldStack, gridColumn: '1 / -1' });

export const label = style({ fontWeight: 600 });

export const select = style(control);
