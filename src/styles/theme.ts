import { fontL, fontM, fontNormal, fontS } from './fontSizes.css';
import { contrastTheme } from './themes/contrast.css';
import { normalTheme } from './themes/normal.css';
import type { FontSize } from './tokens';

export interface Preferences {
  accessible: boolean;
  fontSize: FontSize;
}

/** The classes of <html> for the visitor's preferences (decided on the server from cookies). */
export function themeClassName({ accessible, fontSize }: Preferences): string {
  if (!accessible) return `${normalTheme} ${fontNormal}`;
  const font = { s: fontS, m: fontM, l: fontL }[fontSize];
  return `${contrastTheme} ${font}`;
}
