import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { layout, palette } from '../tokens';

const { chart: _chart, ...color } = palette.contrast;

// High-contrast black on white for low-vision visitors (accessibility mode).
export const contrastTheme = createTheme(vars, {
  color,
  size: {
    headerHeight: `${layout.headerHeightM}px`,
    sidebarWidth: `${layout.sidebarWidthAccessible}px`,
  },
});
