import { style } from '@vanilla-extract/css';

/** The island's frame adds no box: its content lays out as if the frame were not there. */
export const frame = style({ display: 'contents' });
