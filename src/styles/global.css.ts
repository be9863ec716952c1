import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fixedColors } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// While the cookie banner shows, the head's script (src/lib/analytics.ts) sets the body's bottom
// padding and the root's scroll padding to its height: the page ends that much lower and scrolls
// focused elements clear of it (WCAG 2.2 SC 2.4.11).
globalStyle('html', {
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});
globalStyle('body', {
  margin: 0,
  fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  background: vars.color.background,
  color: vars.color.text,
});
globalStyle('a', { color: vars.color.link });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusOutline}`,
  outlineOffset: '2px',
});
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('table', { borderCollapse: 'collapse' });

// Print base (the project page adds its own print rules beside its components): black on
// white, no shell chrome (the shell marks itself noPrint), link targets spelled out.
globalStyle('html, body', {
  '@media': { print: { background: fixedColors.paper, color: fixedColors.ink, fontSize: '11pt' } },
});
globalStyle('a', { '@media': { print: { color: fixedColors.ink } } });
globalStyle('main a[href^="http"]::after', {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.85em' } },
});
globalStyle('dialog, [role="progressbar"]', { '@media': { print: { display: 'none' } } });
