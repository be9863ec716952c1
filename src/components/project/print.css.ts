import { globalStyle, style } from '@vanilla-extract/css';
import { fixedColors } from '../../styles/tokens';
import { unbrokenOnPaper } from '../../styles/recipes';

// Print styles of the project page (govuk habit: print rules live with the component they
// change). The shell's parts are hidden only when this page is in the document
// (`body:has(...)`), so other pages keep their own print behaviour.

export const projectPage = style({});

export const printStamp = style({
  display: 'none',
  '@media': {
    print: { display: 'block', fontSize: '9pt', margin: '0 0 0.5rem', color: fixedColors.ink },
  },
});

export const url = style({ overflowWrap: 'anywhere' });

const onProjectPage = (selector: string): string =>
  selector
    .split(',')
    .map((part) => `body:has(.${projectPage}) ${part.trim()}`)
    .join(', ');

// Everything that is navigation or interaction, not content: header toolbar, menus,
// breadcrumbs, footer, cookie banner, dialogs, buttons, progress bars, skip link. Shell parts
// that are none of these can opt in with the attribute `data-print-hidden`.
globalStyle(
  onProjectPage(
    'header, footer, nav, aside, button, dialog, [role="dialog"], [role="banner"], [role="contentinfo"], [role="navigation"], [role="progressbar"], [data-print-hidden], a[href="#main-content"]',
  ),
  { '@media': { print: { display: 'none !important' } } },
);

// The page body takes the whole sheet: no sidebar offsets or max-widths from the screen layout.
globalStyle(onProjectPage('main'), {
  '@media': {
    print: { margin: '0 !important', padding: '0 !important', maxWidth: 'none', width: 'auto' },
  },
});

globalStyle(`body:has(.${projectPage})`, {
  '@media': { print: { background: fixedColors.paper, color: fixedColors.ink } },
});

// Links print their address (paper cannot be clicked).
globalStyle(`.${projectPage} a[data-print-href]::after`, {
  '@media': {
    print: { content: '" (" attr(href) ")"', fontSize: '9pt', overflowWrap: 'anywhere' },
  },
});

globalStyle(`.${projectPage} h1, .${projectPage} h2, .${projectPage} caption`, {
  '@media': { print: { breakAfter: 'avoid', breakInside: 'avoid' } },
});

globalStyle(`.${projectPage} tr, .${projectPage} figure svg`, {
  ...unbrokenOnPaper,
});
