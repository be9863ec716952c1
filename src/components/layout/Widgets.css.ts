import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { fixedColors, media, touch } from '../../styles/tokens';
import { wrapRow } from '../../styles/recipes';

export const scrollTop = style({
  position: 'fixed',
  right: '1.25rem',
  bottom: '1.25rem',
  zIndex: 20,
  width: 52,
  height: 52,
  borderRadius: '50%',
  border: `2px solid ${vars.color.textOnPrimary}`,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  cursor: 'pointer',
  boxShadow: '0 4px 12px rgba(0,0,0,0.3)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusOutline}`, outlineOffset: 3 },
  },
});

export const banner = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 60,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `4px solid ${vars.color.primary}`,
  boxShadow: '0 -6px 20px rgba(0,0,0,0.2)',
  padding: '1rem 1.25rem',
  display: 'none',
  // Never more than this of the screen, whatever the font size; what does not fit scrolls.
  maxHeight: '40vh',
  overflowY: 'auto',
  selectors: {
    'html[data-ask-consent] &, &[data-open]': { display: 'block' },
  },
  '@media': {
    // Compact on phones: smaller type and padding, the close button in the corner and the
    // two choices side by side (at 390 px and the large font it took 688 of 844 px).
    // Not below 14 px (normal mode's own size), 0.8 of the large fonts of accessibility mode.
    [media.xsOnly]: { padding: '0.5rem 0.75rem', fontSize: 'max(0.8rem, 14px)' },
  },
});

export const bannerInner = style({
  maxWidth: 1185,
  margin: '0 auto',
  ...wrapRow,
  gap: '0.75rem 1.5rem',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const bannerText = style({
  margin: 0,
  flex: '1 1 28rem',
  '@media': { [media.xsOnly]: { paddingRight: touch.target } },
});
export const bannerActions = style({
  display: 'flex',
  gap: '0.75rem',
  flexWrap: 'wrap',
  '@media': { [media.xsOnly]: { width: '100%', gap: '0.5rem', flexWrap: 'nowrap' } },
});

/** A choice button of the banner: on phones the two share the row (over the dialog button's
 * width, hence the parent in the selector). */
export const bannerChoice = style({
  '@media': {
    [media.xsOnly]: {
      selectors: {
        [`${bannerActions} > &`]: {
          flex: '1 1 0',
          minWidth: 0,
          padding: '0.375rem 0.25rem',
          fontSize: '0.9em',
        },
      },
    },
  },
});

const grow = keyframes({ from: { width: '0%' }, to: { width: '85%' } });

export const progress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 90,
  height: 4,
  background: vars.color.accent,
  animation: `${grow} 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards`,
  selectors: {
    '&[data-state="idle"]': { display: 'none' },
    '&[data-state="done"]': {
      width: '100%',
      animation: 'none',
      transition: 'opacity 300ms 200ms',
      opacity: 0,
    },
    '&[data-state="failed"]': { width: '100%', animation: 'none', background: fixedColors.failed },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255,255,255,0.35)',
  pointerEvents: 'none',
});

export const spinner = style({
  width: 56,
  height: 56,
  borderRadius: '50%',
  border: `6px solid ${vars.color.surfaceAlt}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export const closeButton = style({
  '@media': { [media.xsOnly]: { position: 'absolute', top: '0.25rem', right: '0.25rem' } },
  minWidth: touch.px,
  minHeight: touch.px,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 4,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
});
