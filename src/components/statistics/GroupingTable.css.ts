import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, listedLink, tableScrollRegion } from '../../styles/recipes';

export const scroller = style(tableScrollRegion);
export const table = style({ width: '100%', borderCollapse: 'collapse', margin: '0.75rem 0 0' });
export const caption = style({
  textAlign: 'left',
  padding: '0 0 0.5rem',
  color: vars.color.textMuted,
});
export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const name = style({ textAlign: 'left', fontWeight: 400, minWidth: '14rem' });

globalStyle(`${table} th, ${table} td`, {
  padding: '0.45rem 0.6rem',
  borderBottom: hairline,
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  background: vars.color.background,
  fontWeight: 600,
  borderBottom: `2px solid ${vars.color.text}`,
});
globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: 700,
  borderTop: `2px solid ${vars.color.text}`,
  borderBottom: 'none',
});
globalStyle(`${table} th`, { textAlign: 'left' });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'right' });

// A row's link (a year is four characters wide): 24 px tall at least (WCAG 2.5.8).
globalStyle(`${table} a`, listedLink);
