import { style } from '@vanilla-extract/css';
import { hidden } from './recipes';

/** Read by screen readers, not shown (live regions, extra context for links). */
export const visuallyHidden = style({ ...hidden, margin: -1, padding: 0, border: 0 });
