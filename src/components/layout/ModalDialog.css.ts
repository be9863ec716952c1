import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { primaryButton, wrapRow } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

// The side padding shrinks with a narrow screen: at 320 CSS px and the largest font, 1.5rem a
// side left the text a word a line and clipped the button's word (WCAG 1.4.10).
const side = 'min(1.5rem, 5vw)';

export const dialog = style({
  width: 'calc(100vw - min(2rem, 8vw))',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 8,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 12px 40px rgba(0,0,0,0.35)',
});

globalStyle(`${dialog}::backdrop`, { background: 'rgba(10, 20, 35, 0.6)' });

export const titleBar = style({
  margin: 0,
  padding: `1rem ${side}`,
  fontSize: '1.25rem',
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const content = style({ padding: `1.25rem ${side}`, lineHeight: 1.6 });

// The buttons wrap rather than overflow on a narrow phone at the largest font size.
export const actions = style({
  ...wrapRow,
  justifyContent: 'flex-end',
  gap: '0.75rem',
  padding: `0 ${side} 1.25rem`,
});

export const button = style({
  ...primaryButton,
  minHeight: touch.px,
  // At most the row's width; a word longer than that breaks rather than being cut off.
  minWidth: 'min(120px, 100%)',
  maxWidth: '100%',
  paddingInline: side,
  overflowWrap: 'anywhere',
  fontWeight: 700,
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});

export const secondaryButton = style([
  button,
  {
    background: vars.color.surface,
    color: vars.color.primary,
    selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  },
]);
