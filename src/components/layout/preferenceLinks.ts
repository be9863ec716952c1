import { PREFERENCES_PATH } from '../../lib/preferenceEndpoint';
import type { FontSizeName } from '../../lib/preferences';

// Links to the server endpoint that sets the accessibility cookies and returns to `back`.
export function accessibilityHref(accessible: boolean, back: string): string {
  return `${PREFERENCES_PATH}?${new URLSearchParams({ dis: accessible ? '0' : '1', back })}`;
}

export function fontSizeHref(size: FontSizeName, back: string): string {
  return `${PREFERENCES_PATH}?${new URLSearchParams({ font_size: size, back })}`;
}
