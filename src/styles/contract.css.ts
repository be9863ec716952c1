import { createThemeContract } from '@vanilla-extract/css';

// Every themed value is declared once here; each theme implements all of it.
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryDark: null,
    accent: null,
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    textOnPrimary: null,
    border: null,
    link: null,
    focus: null,
    focusOutline: null,
    error: null,
    success: null,
    surfaceAlt: null,
    headerFocus: null,
    scrim: null,
  },
  size: {
    headerHeight: null,
    sidebarWidth: null,
  },
});
