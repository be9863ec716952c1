import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { notice as noticeRecipe } from '../../styles/recipes';

export const intro = style({ maxWidth: '75ch', margin: '0 0 0.75rem' });

// A CSS container, as the /projects search area: the filter form opens by itself where wide.
export const area = style({ containerType: 'inline-size' });

export const inForce = style({ margin: '0.5rem 0 0', color: vars.color.text });

export const count = style({ fontSize: '1.25rem', margin: '1rem 0 0.75rem' });

export const notice = style(noticeRecipe);
