// The one place for colours, sizes and breakpoints. Themes implement the contract with these
// values; Victory charts read them too (they ignore CSS).

export const palette = {
  normal: {
    primary: '#08457E',
    primaryDark: '#05315a',
    accent: '#f9c415',
    background: '#f4f6f9',
    surface: '#ffffff',
    text: '#1b1f24',
    textMuted: '#4a5562',
    textOnPrimary: '#ffffff',
    border: '#c5ced8',
    link: '#08457E',
    focus: '#f9c415',
    focusOutline: '#08457E',
    error: '#b3261e',
    success: '#1e6b34',
    surfaceAlt: '#e7eef6',
    headerFocus: '#f9c415',
    scrim: 'rgba(10, 20, 35, 0.55)',
    chart: ['#08457E', '#c98f00', '#2e7d6b', '#8a3b8f', '#b3261e', '#5a6b7b'],
  },
  contrast: {
    primary: '#000000',
    primaryDark: '#000000',
    accent: '#ffffff',
    background: '#ffffff',
    surface: '#ffffff',
    text: '#000000',
    textMuted: '#000000',
    textOnPrimary: '#ffffff',
    border: '#000000',
    link: '#000000',
    focus: '#000000',
    focusOutline: '#000000',
    error: '#000000',
    success: '#000000',
    surfaceAlt: '#ffffff',
    headerFocus: '#ffffff',
    scrim: 'rgba(0, 0, 0, 0.7)',
    chart: ['#000000', '#6b6b6b', '#000000', '#6b6b6b', '#000000', '#6b6b6b'],
  },
} as const;

/** Root font sizes in px: 14 in normal mode; 16/22/26 for s/m/l in accessibility mode. */
export const rootFontSize = { normal: 14, s: 16, m: 22, l: 26 } as const;
export type FontSize = 's' | 'm' | 'l';

export const layout = {
  contentMaxWidth: 1185,
  sidebarBreakpoint: 1320,
  sidebarWidth: 300,
  sidebarWidthAccessible: 340,
  sidebarMiniWidth: 64,
  headerHeight: 70,
  headerHeightM: 90,
  headerHeightL: 110,
  footerHeight: { xs: 140, sm: 100, md: 70 },
  dialogWidth: 500,
  infoDialogMaxWidth: 800,
} as const;

export const breakpoints = {
  xs: 600,
  md: 960,
  lg: 1320,
  /** Width of the search area (a CSS container, drawer or not) from which the ten-column
   * results table fits without cut columns; cards below it. */
  table: 1050,
} as const;

export const media = {
  xsOnly: `screen and (max-width: ${breakpoints.xs - 1}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 1}px)`,
  mdUp: `screen and (min-width: ${breakpoints.md}px)`,
  wide: `screen and (min-width: ${breakpoints.lg + 1}px)`,
  narrow: `screen and (max-width: ${breakpoints.lg}px)`,
} as const;

/** Container queries of the search area (see breakpoints.table). */
export const container = {
  tableUp: `(min-width: ${breakpoints.table}px)`,
  tableDown: `(max-width: ${breakpoints.table - 0.02}px)`,
} as const;

/** Smallest control a finger can hit (WCAG 2.5.5, 44 CSS px): in rem, so it grows with the
 * text in accessibility mode; `compact` for form fields inside a dense form; `px` for icons. */
export const touch = { target: '2.75rem', compact: '2.5rem', px: 44 } as const;

/** Colours that are the same in both themes: print is black on white; a failed load is red. */
export const fixedColors = { ink: '#000', paper: '#fff', failed: '#d32f2f' } as const;
