import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { breakpoints } from '../../styles/tokens';

export const page = style({ maxWidth: '100%' });

export const heading = style({
  fontSize: '1.8rem',
  lineHeight: 1.25,
  margin: '0.5rem 0 1rem',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
  padding: '1rem 1.25rem',
  margin: '0 0 1.25rem',
  // Anchored sections stay clear of a sticky header when jumped to from the contents.
  scrollMarginTop: `calc(${vars.size.headerHeight} + 1rem)`,
  '@media': { print: { border: 'none', padding: 0, margin: '0 0 1rem' } },
});

export const sectionTitle = style({
  fontSize: '1.35rem',
  margin: '0 0 0.75rem',
  color: vars.color.primary,
  '@media': { print: { breakAfter: 'avoid', color: '#000' } },
});

export const fieldList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 1fr) 2fr',
  margin: 0,
  '@media': {
    [`screen and (max-width: ${breakpoints.xs - 1}px)`]: { gridTemplateColumns: '1fr' },
  },
});

export const fieldRow = style({
  display: 'contents',
});

export const fieldLabel = style({
  fontWeight: 600,
  padding: '0.5rem 1rem 0.5rem 0',
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': { print: { breakAfter: 'avoid', breakInside: 'avoid' } },
});

export const fieldValue = style({
  margin: 0,
  padding: '0.5rem 0',
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  '@media': {
    [`screen and (max-width: ${breakpoints.xs - 1}px)`]: { borderTop: 'none', paddingTop: 0 },
    print: { breakInside: 'avoid' },
  },
});

export const empty = style({ color: vars.color.textMuted });

export const notFound = style({ padding: '1rem 0' });
