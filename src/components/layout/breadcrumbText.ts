import { BREADCRUMB_CUT, BREADCRUMB_LIMIT } from '../../lib/limits';

/** Spec §2/§9: on extra-small screens a title over 25 characters shows 21 plus '...'. */
export function shortBreadcrumb(label: string): string {
  const chars = [...label];
  return chars.length > BREADCRUMB_LIMIT ? `${chars.slice(0, BREADCRUMB_CUT).join('')}...` : label;
}
