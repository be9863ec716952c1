import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import {
  control,
  hidden,
  listedLink,
  notice as noticeRecipe,
  panel,
  primaryButton,
  wrapRow,
} from '../../styles/recipes';

export const form = style({ ...panel, padding: '1rem', marginBlock: '1rem', maxWidth: '48rem' });
export const label = style({ display: 'block', fontWeight: 600, marginBottom: '0.25rem' });
export const row = style({ ...wrapRow, gap: '0.5rem' });
export const input = style({ ...control, flex: '1 1 14rem', width: 'auto' });
export const button = style({ ...primaryButton });

export const notice = style({ ...noticeRecipe, maxWidth: '48rem' });
export const summary = style({ fontSize: '1.25rem', margin: '1.5rem 0 0.5rem' });
export const hint = style({ color: vars.color.textMuted, margin: '0.25rem 0 1rem' });

export const groupNav = style({ marginBlock: '0.5rem 1rem' });
export const groupNavList = style({
  ...wrapRow,
  gap: '0.25rem 1.25rem',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const groupNavLink = style(listedLink);

export const group = style({ marginBlock: '1.5rem' });
export const groupHeading = style({ fontSize: '1.2rem', margin: '0 0 0.5rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const hit = style({ ...panel, padding: '0.75rem 1rem', marginBottom: '0.75rem' });
export const hitTitle = style({ ...listedLink, fontWeight: 600, fontSize: '1.05rem' });
export const hitMeta = style({
  color: vars.color.textMuted,
  margin: '0.125rem 0 0',
  fontSize: '0.9rem',
});
export const hitExcerpt = style({ margin: '0.25rem 0 0', maxWidth: '75ch' });
export const more = style({ ...listedLink, fontWeight: 600 });

// The query's words: bold on the accent colour; in the black-and-white theme (accent white)
// underlined as well, so they stand out without colour.
export const mark = style({
  background: vars.color.accent,
  color: 'inherit',
  fontWeight: 700,
  padding: '0 0.1em',
  borderRadius: 2,
  selectors: { '[data-accessible="true"] &': { textDecoration: 'underline' } },
});

export const visuallyHidden = style(hidden);
