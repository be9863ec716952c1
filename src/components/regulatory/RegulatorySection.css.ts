import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, panel } from '../../styles/recipes';

export const lead = style({ maxWidth: '70ch' });
export const toc = style({
  padding: '0.75rem 1.25rem',
  margin: '1rem 0 1.5rem',
  ...panel,
});
export const tocHeading = style({ fontSize: '1.1em', margin: '0 0 0.5rem' });
export const tocList = style({ margin: 0, paddingLeft: '1.25rem' });
export const group = style({ margin: '1.5rem 0' });
export const list = style({ listStyle: 'none', padding: 0, margin: 0 });
export const item = style({
  padding: '0.75rem 1rem',
  marginBottom: '0.5rem',
  background: vars.color.surface,
  border: hairline,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: 4,
});
export const title = style({ fontWeight: 600, fontSize: '1.05em', color: vars.color.link });
export const external = style({ fontWeight: 400, fontSize: '0.85em', color: vars.color.textMuted });
export const meta = style({ margin: '0.25rem 0 0', color: vars.color.textMuted });
