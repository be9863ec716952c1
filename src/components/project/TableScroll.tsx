import type { ReactNode } from 'react';
import * as css from './TableScroll.css';

/** Wide tables scroll inside their own focusable region on narrow screens, not the page. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
    <div className={css.region} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
