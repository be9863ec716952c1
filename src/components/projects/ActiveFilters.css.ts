import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const bar = style({ marginBlock: '0.5rem' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  maxWidth: '100%',
  minHeight: '2.75rem',
  padding: '0.25rem 0.75rem',
  borderRadius: '1.5rem',
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const cross = style({ fontSize: '1.25em', lineHeight: 1, fontWeight: 700 });

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: '0.25rem',
});
