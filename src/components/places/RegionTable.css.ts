import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, listedLink, tableScrollRegion } from '../../styles/recipes';

export const scroller = style(tableScrollRegion);
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const caption = style({
  textAlign: 'left',
  padding: '0 0 0.5rem',
  color: vars.color.textMuted,
});
export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });

globalStyle(`${table} th, ${table} td`, {
  padding: '0.3rem 0.5rem',
  borderBottom: hairline,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { textAlign: 'left', fontWeight: 400 });
// A name keeps a readable width; on a narrow screen the table scrolls sideways instead.
globalStyle(`${table} th[scope="row"]`, { minWidth: '11rem' });
globalStyle(`${table} thead th`, { fontWeight: 600, borderBottom: `2px solid ${vars.color.text}` });
globalStyle(`${table} th${number}`, { textAlign: 'right' });
globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: 700,
  borderTop: `2px solid ${vars.color.text}`,
  borderBottom: 'none',
});
globalStyle(`${table} tr`, { '@media': { print: { breakInside: 'avoid' } } });
// A row's link: 24 px tall at least (WCAG 2.5.8).
globalStyle(`${table} a`, listedLink);
