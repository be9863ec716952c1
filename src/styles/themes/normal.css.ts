import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { layout } from '../tokens';
import { themeValues } from './themeValues';

export const normalTheme = createTheme(
  vars,
  themeValues('normal', { headerHeight: layout.headerHeight, sidebarWidth: layout.sidebarWidth }),
);
