import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { layout } from '../tokens';
import { themeValues } from './themeValues';

// High-contrast black on white for low-vision visitors (accessibility mode).
export const contrastTheme = createTheme(
  vars,
  themeValues('contrast', {
    headerHeight: layout.headerHeightM,
    sidebarWidth: layout.sidebarWidthAccessible,
  }),
);
