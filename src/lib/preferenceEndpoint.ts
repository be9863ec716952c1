/** Path of the middleware endpoint that sets the `dis` / `font_size` cookies (no-JS toggles). */
export const PREFERENCES_PATH = '/preferences';
