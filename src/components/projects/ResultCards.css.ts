import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, phoneInset, wrapRow } from '../../styles/recipes';
import { media } from '../../styles/tokens';

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '0.75rem',
});

export const card = style({
  background: vars.color.surface,
  border: hairline,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: 4,
  padding: '0.75rem 1rem',
  minWidth: 0,
  '@media': { [media.xsOnly]: { paddingInline: phoneInset } },
});

export const title = style({
  fontSize: '1.1rem',
  lineHeight: 1.3,
  margin: '0 0 0.5rem',
  overflowWrap: 'anywhere',
});

export const facts = style({ margin: 0, display: 'grid', gap: '0.25rem' });

// Term and value side by side when there is room, stacked on the narrowest screens.
export const fact = style({
  ...wrapRow,
  columnGap: '0.5rem',
});

export const term = style({
  fontWeight: 600,
  color: vars.color.textMuted,
  '::after': { content: '":"' },
});

export const value = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });
