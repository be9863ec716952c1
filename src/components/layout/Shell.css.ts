import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { fontL, fontM } from '../../styles/fontSizes.css';
import { fixedColors, layout, media } from '../../styles/tokens';
import { phoneInset } from '../../styles/recipes';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: '1rem',
  top: '-10rem',
  zIndex: 100,
  padding: '0.75rem 1.25rem',
  background: vars.color.accent,
  color: fixedColors.ink,
  fontWeight: 700,
  textDecoration: 'none',
  borderRadius: 4,
  selectors: { '&:focus': { top: '0.75rem', outline: `3px solid ${fixedColors.ink}` } },
});

export const body = style({ display: 'flex', flex: 1, alignItems: 'stretch', minWidth: 0 });

export const contentColumn = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: layout.contentMaxWidth,
  margin: '0 auto',
  padding: '1.5rem 1.25rem 3rem',
  outline: 'none',
  '@media': {
    // At 26 px on a 320 px phone, 1.25rem each side would leave a line too short for an amount
    // of 17 characters, which must not break inside (numbers keep their digit groups together).
    [media.xsOnly]: { paddingInline: phoneInset },
    [media.mdUp]: { padding: '2rem 2.5rem 3.5rem' },
  },
});

globalStyle(`${main} h1`, {
  fontSize: '2rem',
  lineHeight: 1.25,
  // Long Ukrainian words at the accessibility font sizes on a phone must not overflow.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  margin: '0.5rem 0 1.25rem',
  color: vars.color.text,
});
// Reflow at 320 CSS px (WCAG 1.4.10): on phones a word longer than the line (an address, a
// compound term at 26 px) breaks rather than push the page, a table or a grid sideways.
globalStyle(`${main}`, { '@media': { [media.xsOnly]: { overflowWrap: 'anywhere' } } });
// At 22–26 px on a phone a 2rem title takes a third of the first screen; 1.5rem still leads.
globalStyle(`${fontM} ${main} h1, ${fontL} ${main} h1`, {
  '@media': { [media.xsOnly]: { fontSize: '1.5rem', marginBottom: '0.75rem' } },
});

// The shell (header, navigation, footer, banners, dialogs, buttons) does not print: a
// printed page is its content (the project page has its own print rules).
export const noPrint = style({ '@media': { print: { display: 'none !important' } } });
