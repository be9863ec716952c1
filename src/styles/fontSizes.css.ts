import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { layout, rootFontSize } from './tokens';

// Root font size classes on <html>; rem-based styles scale with them.
export const fontNormal = style({ fontSize: `${rootFontSize.normal}px` });
export const fontS = style({
  fontSize: `${rootFontSize.s}px`,
  vars: { [vars.size.headerHeight]: `${layout.headerHeight}px` },
});
export const fontM = style({
  fontSize: `${rootFontSize.m}px`,
  vars: { [vars.size.headerHeight]: `${layout.headerHeightM}px` },
});
export const fontL = style({
  fontSize: `${rootFontSize.l}px`,
  vars: { [vars.size.headerHeight]: `${layout.headerHeightL}px` },
});
