import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { panel } from '../../styles/recipes';

export const section = style({
  padding: '1rem 1.25rem',
  ...panel,
});
export const heading = style({ fontSize: '1.25em', marginTop: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const caption = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  paddingBottom: '0.5rem',
});
export const number = style({ textAlign: 'right' });
export const name = style({
  textAlign: 'left',
  fontWeight: 400,
  width: '55%',
  overflowWrap: 'anywhere',
});
export const share = style({ display: 'block', color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const bar = style({ display: 'block', marginTop: '0.25rem' });
export const barFill = style({ fill: vars.color.primary });
globalStyle(`${table} th, ${table} td`, {
  padding: '0.4rem 0.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { textAlign: 'left' });
globalStyle(`${table} thead th${number}`, { textAlign: 'right' });
