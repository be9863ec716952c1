import { vars } from './contract.css';
import { touch } from './tokens';

// Style objects that several components share, spread into their own `style({...})` with what
// differs. Objects rather than classes: a component keeps one class per element, and its own
// values win without depending on the order of the CSS files.

/** Read by screen readers, not shown. */
export const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The thin rule of frames, table rows and separators. */
export const hairline = `1px solid ${vars.color.border}`;

/** A framed box on the page background (cards, sections, forms). */
export const panel = {
  background: vars.color.surface,
  border: hairline,
  borderRadius: 4,
} as const;

/** Kept on one sheet of paper when printed (a card, a chart with its heading). */
export const unbrokenOnPaper = { '@media': { print: { breakInside: 'avoid' } } } as const;

/** Items side by side, wrapping onto new lines when the row is full. */
export const wrapRow = { display: 'flex', flexWrap: 'wrap' } as const;

/** A notice in the flow of a page (no results, a refused query, what a page is showing). */
export const notice = {
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  padding: '0.75rem 1rem',
  marginBlock: '1rem',
} as const;

/** A cell of a data table drawn as a grid: every cell framed, text from the start. */
export const borderedCell = {
  border: hairline,
  padding: '0.35rem 0.6rem',
  textAlign: 'left',
} as const;

/**
 * Around a table wider than a narrow screen: it scrolls sideways inside this region, not the
 * page (the region is focusable and labelled in the markup, so keyboards reach it).
 */
// Positioned: text for screen readers inside a cell (absolute, 1 px) is then placed and clipped
// within the region; otherwise it sits where the cell would be unscrolled and widens the page.
export const tableScrollRegion = {
  maxWidth: '100%',
  overflowX: 'auto',
  position: 'relative',
} as const;

/** A list laid out as a wrapping row, without bullets. */
export const rowList = {
  ...wrapRow,
  listStyle: 'none',
  padding: 0,
  margin: 0,
} as const;

/** A label above its control. */
export const fieldStack = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  minWidth: 0,
} as const;

/** A select or text input. */
export const control = {
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: 4,
  padding: '0.4rem 0.5rem',
  minHeight: touch.compact,
  width: '100%',
  minWidth: 0,
} as const;

/** The main action of a form or an alert. */
export const primaryButton = {
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.textOnPrimary,
  background: vars.color.primary,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: 4,
  padding: '0.5rem 1.5rem',
  minHeight: touch.target,
  cursor: 'pointer',
} as const;

/** A link in a list of links: at least 24 px tall (WCAG 2.5.8 target size), with room between. */
export const listedLink = { display: 'inline-block', paddingBlock: '0.25rem' } as const;

/**
 * For long blocks of a long page: the browser lays out and paints them only when they come near
 * the screen (the API guide's first layout covered 2 400 boxes and held the main thread for
 * ~90 ms). Find-in-page, anchors, focus and screen readers still reach them; printing draws all.
 */
export const laidOutWhenNear = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 30rem',
  '@media': { print: { contentVisibility: 'visible' } },
} as const;

/**
 * Side padding of boxes on phones: the usual 1.25rem, but never more than 4 % of the screen, so
 * at 26 px on 320 px an amount of 17 characters still fits a line (numbers never break inside).
 */
export const phoneInset = 'min(1.25rem, 4vw)';
