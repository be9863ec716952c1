import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { listedLink } from '../../styles/recipes';
import { globalStyle } from '@vanilla-extract/css';

export const removed = style({ padding: '1rem 0', maxWidth: '75ch' });

export const heading = style({
  fontSize: '1.8rem',
  lineHeight: 1.25,
  margin: '0.5rem 0 1rem',
  color: vars.color.text,
});

export const links = style({ paddingLeft: '1.25rem' });

globalStyle(`${links} a`, listedLink);
