import type { ReactNode } from 'react';
import { pluralUk } from '../../../lib/ukrainianPlural';
import * as css from '../FilterForm.css';

// The form sits in a disclosure that says how many filters are in force, so on phones and in
// large fonts the results come first; on wide screens CSS keeps it open (FilterForm.css.ts).

/** '(2 активні)': how many filters are in force, on the disclosure. */
export function activeText(n: number): string {
  if (n === 0) return '(фільтри не задано)';
  return `(${n} ${pluralUk(n, ['активний', 'активні', 'активних'])})`;
}

/** `open` when a filter is wrong, so its error shows. */
export function filterDisclosure(
  title: string,
  activeCount: number,
  open: boolean,
  form: ReactNode,
) {
  return (
    <details className={css.disclosure} open={open ? true : undefined}>
      <summary className={css.toggle}>
        <span className={css.toggleTitle}>{title}</span>{' '}
        <span className={css.badge}>{activeText(activeCount)}</span>
      </summary>
      {form}
    </details>
  );
}
