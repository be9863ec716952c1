import { palette } from '../tokens';

/** A theme's values for the contract: its palette (without the chart series, which only
 * Victory reads) and its header and sidebar sizes in px. */
export function themeValues(
  name: keyof typeof palette,
  size: { headerHeight: number; sidebarWidth: number },
) {
  const { chart: _chart, ...color } = palette[name];
  return {
    color,
    size: { headerHeight: `${size.headerHeight}px`, sidebarWidth: `${size.sidebarWidth}px` },
  };
}
