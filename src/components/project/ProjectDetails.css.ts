import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { fixedColors, media } from '../../styles/tokens';
import { hairline, laidOutWhenNear, panel, phoneInset } from '../../styles/recipes';

export const page = style({ maxWidth: '100%' });

export const heading = style({
  fontSize: '1.8rem',
  lineHeight: 1.25,
  margin: '0.5rem 0 1rem',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const section = style({
  ...panel,
  ...laidOutWhenNear,
  padding: '1rem 1.25rem',
  margin: '0 0 1.25rem',
  // Anchored sections stay clear of a sticky header when jumped to from the contents.
  scrollMarginTop: `calc(${vars.size.headerHeight} + 1rem)`,
  '@media': {
    print: { contentVisibility: 'visible', border: 'none', padding: 0, margin: '0 0 1rem' },
    [media.xsOnly]: { paddingInline: phoneInset },
  },
});

export const sectionTitle = style({
  fontSize: '1.35rem',
  margin: '0 0 0.75rem',
  color: vars.color.primary,
  '@media': { print: { breakAfter: 'avoid', color: fixedColors.ink } },
});

export const fieldList = style({ margin: 0 });

// One grid per row (not one grid for the list): columns still line up, since every row has the
// same width, and print can break between rows (Chrome pushed a whole list grid to the next page).
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 1fr) 2fr',
  borderTop: hairline,
  '@media': {
    [media.xsOnly]: { gridTemplateColumns: '1fr' },
    print: { breakInside: 'avoid' },
  },
});

export const fieldLabel = style({
  fontWeight: 600,
  padding: '0.5rem 1rem 0.5rem 0',
  color: vars.color.text,
});

export const fieldValue = style({
  margin: 0,
  padding: '0.5rem 0',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  '@media': {
    [media.xsOnly]: { paddingTop: 0 },
  },
});

export const empty = style({ color: vars.color.textMuted });

export const notFound = style({ padding: '1rem 0' });
