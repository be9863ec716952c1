import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { fontL, fontM } from '../../styles/fontSizes.css';
import { container } from '../../styles/tokens';
import { listedLink, notice as noticeRecipe, rowList, wrapRow } from '../../styles/recipes';

export const header = style({
  ...wrapRow,
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '0.5rem 1.5rem',
  marginBlock: '1rem 0.5rem',
});

export const count = style({ fontSize: '1.25rem', margin: 0 });

export const exports = style({ ...rowList, gap: '1rem' });

export const exportLink = style(listedLink);

export const notice = style(noticeRecipe);

export const busy = style({ position: 'relative' });

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

// The table loader (spec §2): a thin bar over the table while results are being fetched.
export const loader = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: 4,
  overflow: 'hidden',
  zIndex: 1,
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    width: '40%',
    background: vars.color.accent,
    animation: `${slide} 1s linear infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { '::before': { animation: 'none', width: '100%' } },
  },
});

export const dimmed = style({ opacity: 0.6, transition: 'opacity 0.2s' });

// Cards below the table breakpoint and in accessibility mode at font m and l; the table above.
// Only hiding rules, so each element keeps its own display where it shows. Container queries
// on the search area (ProjectSearch): its width counts, with the side drawer open or not.
export const searchArea = style({ containerType: 'inline-size' });
export const cardView = style({
  '@container': {
    [container.tableUp]: {
      selectors: { [`html:not(${fontM}):not(${fontL}) &`]: { display: 'none' } },
    },
  },
});
export const tableView = style({
  '@container': { [container.tableDown]: { display: 'none' } },
  selectors: { [`${fontM} &, ${fontL} &`]: { display: 'none' } },
});

export const suggestion = style({ fontWeight: 700 });
