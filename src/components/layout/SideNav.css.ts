import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { layout, media } from '../../styles/tokens';
import { hairline, hidden } from '../../styles/recipes';

// Wide screens (above 1320px): a permanent drawer, full width when open, the mini variant
// (icons only) when closed. Narrow screens: an overlay, hidden until opened by the toggle
// (with JavaScript: data-overlay on the shell; without: the #side-nav :target).

/** Selectors for the mini variant: a wide screen with the drawer closed. */
const inMiniVariant = (rule: StyleRule) => ({
  '[data-drawer="closed"] &': { '@media': { [media.wide]: rule } },
});

export const nav = style({
  background: vars.color.surface,
  borderRight: hairline,
  width: vars.size.sidebarWidth,
  flexShrink: 0,
  '@media': {
    [media.wide]: { alignSelf: 'stretch' },
    [media.narrow]: {
      position: 'fixed',
      top: 0,
      bottom: 0,
      left: 0,
      zIndex: 40,
      maxWidth: '85vw',
      overflowY: 'auto',
      boxShadow: '0 0 24px rgba(0,0,0,0.3)',
      visibility: 'hidden',
      transform: 'translateX(-105%)',
      transition: 'transform 200ms ease, visibility 200ms',
    },
  },
  selectors: {
    ...inMiniVariant({ width: layout.sidebarMiniWidth }),
    '[data-overlay="open"] &, &:target': {
      '@media': { [media.narrow]: { visibility: 'visible', transform: 'none' } },
    },
  },
});

export const scrim = style({
  display: 'none',
  position: 'fixed',
  inset: 0,
  zIndex: 35,
  background: vars.color.scrim,
  border: 0,
  padding: 0,
  selectors: {
    '[data-overlay="open"] &': { '@media': { [media.narrow]: { display: 'block' } } },
  },
});

export const navHeader = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '0.75rem 1rem',
  borderBottom: hairline,
  fontWeight: 700,
  '@media': { [media.narrow]: { display: 'flex' } },
});

export const closeLink = style({
  color: vars.color.link,
  fontWeight: 600,
  padding: '0.5rem',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: '0.5rem 0',
  '@media': {
    // The permanent drawer keeps its menu in view below the sticky header while the page scrolls.
    [media.wide]: {
      position: 'sticky',
      top: vars.size.headerHeight,
      maxHeight: `calc(100vh - ${vars.size.headerHeight})`,
      overflowY: 'auto',
    },
  },
});
export const subList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: inMiniVariant({ display: 'none' }),
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.875rem',
  minHeight: '3rem',
  padding: '0.5rem 1.25rem',
  color: vars.color.text,
  textDecoration: 'none',
  borderLeft: '4px solid transparent',
  fontSize: '1rem',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      borderLeftColor: vars.color.primary,
      background: vars.color.surfaceAlt,
      fontWeight: 700,
      color: vars.color.primary,
    },
    ...inMiniVariant({ padding: '0.5rem 0', justifyContent: 'center' }),
  },
});

export const subLink = style([link, { paddingLeft: '3.75rem', minHeight: '2.5rem' }]);

export const icon = style({ flexShrink: 0, width: '1.5rem', height: '1.5rem' });

// In the mini variant the labels stay in the accessibility tree (visually hidden).
export const label = style({ selectors: inMiniVariant(hidden) });

globalStyle(`${nav} a:focus-visible`, { outlineOffset: '-3px' });
