import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { fontNormal, fontS } from '../../styles/fontSizes.css';
import { container, media, touch } from '../../styles/tokens';
import {
  control as controlRecipe,
  fieldStack,
  hairline,
  listedLink,
  panel,
  primaryButton,
  wrapRow,
} from '../../styles/recipes';

// The filters' disclosure: closed by default (phones, accessibility mode m and l: the results
// come first). Where the table shows (a wide search area, normal sizes) it is shown open without
// a toggle, where the browser can style the disclosure's content (::details-content);
// elsewhere it stays a toggle.
export const disclosure = style({ marginBlock: '1rem' });

const wideNormal = (selector: string) => `:is(${fontNormal}, ${fontS}) ${disclosure}${selector}`;
const whereWide = (rule: object) => ({
  '@supports': { 'selector(::details-content)': { '@container': { [container.tableUp]: rule } } },
});

export const toggle = style({
  ...wrapRow,
  alignItems: 'baseline',
  gap: '0.25rem 0.5rem',
  minHeight: touch.target,
  padding: '0.5rem 0.75rem',
  border: `2px solid ${vars.color.primary}`,
  borderRadius: 4,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  listStylePosition: 'inside',
  selectors: {
    [`${disclosure}[open] > &`]: { borderBottomLeftRadius: 0, borderBottomRightRadius: 0 },
  },
});

export const toggleTitle = style({ fontWeight: 700, fontSize: '0.95rem' });
export const badge = style({ color: vars.color.text, fontSize: '0.9rem' });

// The form's heading names it for screen readers (visually hidden where the toggle shows the
// same words); it is shown where the toggle is not.
export const title = style({});
globalStyle(
  wideNormal(` ${title}`),
  whereWide({
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: '0 0 0.75rem',
    clip: 'auto',
    clipPath: 'none',
    overflow: 'visible',
    whiteSpace: 'normal',
  }),
);
globalStyle(wideNormal(' > summary'), whereWide({ display: 'none' }));
globalStyle(wideNormal('::details-content'), whereWide({ contentVisibility: 'visible' }));

export const form = style({ ...panel, padding: '1rem', marginBlock: 0 });

export const grid = style({
  display: 'grid',
  gap: '0.75rem 1rem',
  // min(…, 100%): at font l (26 px) 14rem is wider than a phone's form, which scrolled sideways.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  alignItems: 'start',
});

export const wide = style({
  gridColumn: '1 / -1',
  '@media': { [media.mdUp]: { gridColumn: 'span 2' } },
});

export const field = style({ ...fieldStack });

export const fieldset = style({
  border: hairline,
  borderRadius: 4,
  margin: 0,
  padding: '0.5rem 0.75rem 0.75rem',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '0.5rem',
  minWidth: 0,
});

export const legend = style({ padding: '0 0.25rem', fontWeight: 600 });

export const label = style({ fontWeight: 600 });

export const control = style({ ...controlRecipe });

export const invalid = style({
  borderColor: vars.color.error,
  borderWidth: 2,
});

export const error = style({ color: vars.color.error, fontWeight: 600, margin: 0 });

export const summary = style({
  border: `3px solid ${vars.color.error}`,
  padding: '0.5rem 1rem',
  marginBottom: '1rem',
});
// The summary's links to the fields: 24 px targets (WCAG 2.5.8).
globalStyle(`${summary} a`, listedLink);

export const summaryTitle = style({ fontSize: '1.1rem', margin: '0 0 0.25rem' });

export const actions = style({
  ...wrapRow,
  gap: '1rem',
  alignItems: 'center',
  marginTop: '1rem',
});

export const submit = style({ ...primaryButton });

export const hint = style({ color: vars.color.textMuted, fontSize: '0.9em', margin: 0 });

/** The regions' checkboxes: the whole row, as many columns as fit. */
export const regionGroup = style({
  border: hairline,
  borderRadius: 4,
  margin: 0,
  padding: '0.5rem 0.75rem 0.75rem',
  minWidth: 0,
  gridColumn: '1 / -1',
});

export const regionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(15rem, 100%), 1fr))',
  gap: '0.25rem 1rem',
});

// At least 24 px tall: a checkbox row is a target of its own (WCAG 2.5.8).
export const regionOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: 24,
  paddingBlock: 2,
});
