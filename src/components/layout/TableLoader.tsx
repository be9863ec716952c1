import * as styles from './Widgets.css';

/**
 * The table loader of spec §2: a thin indeterminate bar above a table that is refreshing.
 * For the project list (issue 4): render it while its query is fetching.
 */
export function TableLoader({ active }: { active: boolean }) {
  if (!active) return null;
  return <div className={styles.tableLoader} role="progressbar" aria-label="Завантаження даних" />;
}
