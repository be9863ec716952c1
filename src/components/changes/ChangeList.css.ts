import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { media } from '../../styles/tokens';
import { hairline, panel, unbrokenOnPaper } from '../../styles/recipes';

export const group = style({ margin: '0 0 1.5rem' });

export const day = style({
  fontSize: '1.2rem',
  margin: '0 0 0.5rem',
  paddingBottom: '0.25rem',
  borderBottom: `2px solid ${vars.color.primary}`,
  color: vars.color.text,
});

export const entries = style({ listStyle: 'none', margin: 0, padding: 0 });

export const entry = style({
  ...panel,
  padding: '0.75rem 1rem',
  margin: '0 0 0.75rem',
  ...unbrokenOnPaper,
});

export const project = style({
  fontSize: '1.05rem',
  lineHeight: 1.35,
  margin: 0,
  overflowWrap: 'anywhere',
});

const kind = { margin: '0.25rem 0 0', fontWeight: 600 } as const;
export const added = style({ ...kind, color: vars.color.success });
export const removed = style({ ...kind, color: vars.color.error });

export const fields = style({ margin: '0.5rem 0 0' });

// Label and values side by side where there is room, stacked on phones.
export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) 3fr',
  gap: '0 1rem',
  padding: '0.25rem 0',
  borderTop: hairline,
  '@media': { [media.xsOnly]: { gridTemplateColumns: '1fr' } },
});

export const label = style({ fontWeight: 600, color: vars.color.text });

export const values = style({ margin: 0, overflowWrap: 'anywhere' });

export const arrow = style({ color: vars.color.textMuted });

export const became = style({ fontWeight: 600 });
