import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { media } from '../../styles/tokens';
import { borderedCell } from '../../styles/recipes';

// The history table of the project page: the charts' data-table look; long texts wrap inside
// their cell, and a narrow screen scrolls the table in its own region, not the page.

// The charts' caption, as the project page's other tables have it.
export { caption } from '../project/ProjectCharts.css';

export const table = style({
  width: '100%',
  minWidth: '32rem',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.xsOnly]: { minWidth: '28rem' }, print: { minWidth: 0 } },
});

// `break-word`, not the page's `anywhere`: with `anywhere` a column's narrowest width is one
// letter, and on a phone the field names stood one letter per line.
globalStyle(`${table} th, ${table} td`, {
  ...borderedCell,
  verticalAlign: 'top',
  overflowWrap: 'break-word',
});

globalStyle(`${table} tbody th`, { fontWeight: 600, minWidth: '9rem' });

export const date = style({ whiteSpace: 'nowrap' });

export const cell = style({ maxWidth: '24rem' });

export const none = style({
  margin: 0,
  padding: '1rem',
  border: `1px dashed ${vars.color.border}`,
  fontWeight: 600,
  textAlign: 'center',
});
