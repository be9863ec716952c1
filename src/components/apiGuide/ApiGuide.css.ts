import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { borderedCell, hairline, laidOutWhenNear, listedLink, panel } from '../../styles/recipes';
import { layout } from '../../styles/tokens';

export const guide = style({ maxWidth: layout.contentMaxWidth });

export const lead = style({ fontSize: '1.1em', maxWidth: '70ch' });

export const toc = style({ columns: '2 18rem', paddingLeft: '1.25rem' });
globalStyle(`${toc} a`, listedLink);

export const endpoint = style({
  ...panel,
  ...laidOutWhenNear,
  padding: '1rem 1.25rem',
  margin: '1rem 0 1.5rem',
});

export const method = style({
  display: 'inline-block',
  minWidth: '3.5em',
  marginRight: '0.5em',
  padding: '0 0.4em',
  borderRadius: '3px',
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontFamily: 'monospace',
  fontSize: '0.9em',
  textAlign: 'center',
});

export const path = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });

// Long URLs and JSON wrap instead of scrolling: a scrolling block would need keyboard focus.
export const code = style({
  background: vars.color.background,
  border: hairline,
  padding: '0.75rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.85em',
  maxHeight: 'none',
});

export const table = style({ ...laidOutWhenNear, width: '100%', margin: '0.5rem 0 1rem' });

globalStyle(`${table} th, ${table} td`, {
  ...borderedCell,
  padding: '0.35rem 0.5rem',
  verticalAlign: 'top',
  // Long field names and values break rather than widen the table past the screen (large font).
  overflowWrap: 'anywhere',
});
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, padding: '0.25rem 0' });
globalStyle(`${table} code`, { overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });
