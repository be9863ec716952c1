import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { layout, palette } from '../tokens';

const { chart: _chart, ...color } = palette.normal;

export const normalTheme = createTheme(vars, {
  color,
  size: {
    headerHeight: `${layout.headerHeight}px`,
    sidebarWidth: `${layout.sidebarWidth}px`,
  },
});
