import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, tableScrollRegion } from '../../styles/recipes';

// The table shows only where ten columns fit (from breakpoints.table; cards below): the cells
// wrap instead of holding a fixed minimum width, so no column is cut. Should it still not fit
// (a long unbroken word), it scrolls inside a focusable, labelled region, never the page.
export const scroller = style({
  ...tableScrollRegion,
  border: hairline,
  background: vars.color.surface,
  position: 'relative',
});

export const table = style({
  width: '100%',
  fontSize: '0.9em',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: 600,
  padding: '0.5rem',
});

export const headerCell = style({
  textAlign: 'start',
  verticalAlign: 'bottom',
  padding: '0.5rem',
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const sortLink = style({
  color: 'inherit',
  fontWeight: 600,
  display: 'inline-flex',
  gap: '0.25rem',
  alignItems: 'baseline',
  selectors: {
    '&:focus-visible': { outlineColor: vars.color.accent },
  },
});

export const cell = style({
  padding: '0.4rem',
  verticalAlign: 'top',
  borderBottom: hairline,
});

// The number never breaks; the currency may go under it.
export const amount = style([cell, { textAlign: 'end' }]);
export const nowrap = style({ whiteSpace: 'nowrap' });
export const date = style([cell, { whiteSpace: 'nowrap' }]);

// Free-text columns may break a long word rather than push the table wider than the page.
export const name = style([cell, { minWidth: '9rem', overflowWrap: 'anywhere' }]);
export const freeText = style([cell, { overflowWrap: 'anywhere' }]);

export const purpose = freeText;
