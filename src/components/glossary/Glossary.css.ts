import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { hairline, listedLink, panel, rowList } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const letterIndex = style({ ...rowList, gap: '0.375rem', margin: '0 0 1.5rem' });

export const letterLink = style({
  display: 'inline-block',
  minWidth: touch.target,
  minHeight: touch.target,
  padding: '0.5rem',
  textAlign: 'center',
  fontWeight: 700,
  ...panel,
});

export const group = style({ marginBottom: '1.5rem' });

export const groupLetter = style({
  fontSize: '1.5rem',
  margin: '0 0 0.5rem',
  borderBottom: `2px solid ${vars.color.primary}`,
});

export const terms = style({
  columnWidth: '18rem',
  columnGap: '2rem',
  margin: 0,
  paddingLeft: '1.25rem',
});

export const term = style({ breakInside: 'avoid', marginBottom: '0.375rem' });

export const article = style({ maxWidth: '75ch' });

export const figure = style({ margin: '1rem 0', maxWidth: 640 });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.surface,
  border: hairline,
});

/** The term's linked terms and sources: each link a 24 px target (WCAG 2.5.8). */
export const links = style({});
globalStyle(`${links} a`, listedLink);
