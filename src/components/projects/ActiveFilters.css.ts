import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { rowList } from '../../styles/recipes';
import { touch } from '../../styles/tokens';

export const bar = style({ marginBlock: '0.5rem' });

export const list = style({ ...rowList, gap: '0.5rem' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  maxWidth: '100%',
  minHeight: touch.target,
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
  minHeight: touch.target,
  paddingInline: '0.25rem',
});
