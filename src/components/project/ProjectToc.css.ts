import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline } from '../../styles/recipes';

export const toc = style({
  background: vars.color.surface,
  border: hairline,
  borderLeft: `4px solid ${vars.color.primary}`,
  padding: '0.75rem 1.25rem',
  margin: '0 0 1.25rem',
  '@media': { print: { display: 'none' } },
});

export const title = style({ fontSize: '1.1rem', margin: '0 0 0.5rem' });

export const list = style({
  margin: 0,
  paddingLeft: '1.5rem',
  columns: '16rem 2',
  columnGap: '2rem',
});

// Inline links keep the list number on their first line when a title wraps.
globalStyle(`${list} > li`, { padding: '0.2rem 0', breakInside: 'avoid' });

export const link = style({ color: vars.color.link });
