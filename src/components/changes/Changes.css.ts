import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { listedLink } from '../../styles/recipes';

// What the change history's components share: a recorded value, no value, the feed link.

export const value = style({ whiteSpace: 'pre-line', overflowWrap: 'break-word' });

export const unit = style({ whiteSpace: 'nowrap' });

export const empty = style({ color: vars.color.textMuted });

export const feed = style({
  margin: '0 0 1rem',
  '@media': { print: { display: 'none' } },
});

export const feedLink = style({ ...listedLink, fontWeight: 600 });

export const feedHint = style({ color: vars.color.textMuted });
