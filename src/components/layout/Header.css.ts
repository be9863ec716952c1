import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { media, touch } from '../../styles/tokens';
import { hidden } from '../../styles/recipes';
import { fontL } from '../../styles/fontSizes.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  minHeight: vars.size.headerHeight,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '0.25rem 0.5rem',
  padding: '0.25rem 0.75rem',
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  borderBottom: `4px solid ${vars.color.accent}`,
  '@media': {
    [media.xsOnly]: { padding: '0.25rem 0.375rem', gap: '0.25rem 0.125rem' },
    [media.mdUp]: { padding: '0 1.25rem', gap: '0.75rem' },
    // Where the toolbar is fullest (the subtitle just appeared; the smallest phones), tighter
    // gaps keep it on one row with the search link.
    [`${media.mdUp} and (max-width: 1100px)`]: { gap: '0.25rem' },
    'screen and (max-width: 374px)': { paddingInline: '0.125rem', columnGap: 0 },
  },
  selectors: {
    // A phone in accessibility mode: the 44 px buttons sit edge to edge (gaps in rem grow with
    // the font), so the toolbar keeps one row with the search link.
    '[data-accessible="true"] &': {
      '@media': { [media.xsOnly]: { paddingInline: '0.125rem', columnGap: 0 } },
    },
  },
});

globalStyle(`${header} a, ${header} button`, { color: vars.color.textOnPrimary });
globalStyle(`${header} :focus-visible`, {
  outline: `3px solid ${vars.color.headerFocus}`,
  outlineOffset: '2px',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: touch.px,
  minHeight: touch.px,
  padding: '0.25rem',
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  cursor: 'pointer',
  textDecoration: 'none',
  font: 'inherit',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.12)' } },
});

export const textButton = style([
  iconButton,
  {
    gap: '0.5rem',
    padding: '0.25rem 0.625rem',
    fontWeight: 600,
    fontSize: '0.95rem',
    '@media': { [media.xsOnly]: { padding: '0.25rem' } },
  },
]);

export const spacer = style({ flex: 1 });

export const hideBelowMd = style({
  '@media': { [media.belowMd]: { display: 'none' } },
});
export const hideOnXs = style({ '@media': { [media.xsOnly]: { display: 'none' } } });

export const fontButtons = style({ display: 'flex', alignItems: 'flex-end', gap: '0.125rem' });
export const fontButton = style([
  iconButton,
  {
    minWidth: 40,
    fontWeight: 700,
    lineHeight: 1,
    // Phones: a little narrower (still 44 px tall), for the search link's room in the toolbar.
    '@media': { [media.xsOnly]: { minWidth: 36 } },
    selectors: {
      '&[aria-current="true"]': { outline: `2px solid ${vars.color.textOnPrimary}` },
    },
  },
]);

export const langButton = style([
  textButton,
  {
    border: `2px solid ${vars.color.textOnPrimary}`,
    minHeight: 36,
    padding: '0 0.625rem',
    // Phones: narrower, so the toolbar keeps one row with the search link at larger fonts too.
    '@media': { [media.xsOnly]: { padding: '0 0.125rem' } },
  },
]);

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.75rem',
  textDecoration: 'none',
  minHeight: touch.px,
  minWidth: 0,
});

export const logoText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.15,
  fontSize: '0.8rem',
  fontWeight: 400,
  '@media': { [media.belowMd]: { display: 'none' } },
  selectors: {
    // With the larger accessibility fonts the toolbar keeps one row below the wide breakpoint.
    '[data-accessible="true"] &': { '@media': { [media.narrow]: { display: 'none' } } },
    // At the largest font the subtitle leaves no room for the search link: the title alone.
    [`${fontL} [data-accessible="true"] &`]: { display: 'none' },
  },
});

export const logoTitleNarrow = style({
  display: 'none',
  fontSize: '1.15rem',
  fontWeight: 700,
  selectors: {
    '[data-accessible="true"] &': {
      '@media': { [`${media.narrow} and (min-width: 960px)`]: { display: 'inline' } },
    },
    [`${fontL} [data-accessible="true"] &`]: {
      '@media': { [media.mdUp]: { display: 'inline' } },
    },
  },
});

export const logoTitle = style({ fontSize: '1.15rem', fontWeight: 700, letterSpacing: '0.01em' });
export const logoShort = style({
  fontSize: '1.1rem',
  fontWeight: 700,
  lineHeight: 1.15,
  '@media': {
    [media.mdUp]: { display: 'none' },
    // On a phone the name takes two lines («Проєкти / МФО»): the toolbar keeps one row with
    // the search link beside the other buttons.
    [media.xsOnly]: { width: 'min-content' },
    // The smallest phones (320 px): five buttons and the name need ~380 px, so the mark alone
    // (the link keeps its name for screen readers) and the toolbar keeps one row.
    'screen and (max-width: 359px)': { display: 'none' },
  },
  selectors: {
    // Accessibility mode on a phone: the enlarged toolbar needs the room; the mark stays.
    '[data-accessible="true"] &': { '@media': { [media.xsOnly]: { display: 'none' } } },
  },
});

// Visually hidden from md up (the longer label shows there); read by screen readers below md.
export const hideMdUp = style({
  '@media': {
    [media.mdUp]: { display: 'none' },
    [media.belowMd]: hidden,
  },
});
