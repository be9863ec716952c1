import { MAX_PORTAL_QUERY_LENGTH, PORTAL_SEARCH_PATH } from '../../lib/portalSearchPath';
import * as css from './Search.css';

/**
 * The portal-wide search as a plain GET form (works without JavaScript). `label` names the
 * search landmark: the header's and a page's forms are told apart by screen readers.
 */
export function SearchForm({
  id,
  label,
  value = '',
}: {
  id: string;
  label: string;
  value?: string;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      action={PORTAL_SEARCH_PATH}
      method="get"
      className={css.form}
    >
      <label htmlFor={id} className={css.label}>
        Що шукаєте?
      </label>
      <div className={css.row}>
        <input
          id={id}
          name="q"
          type="search"
          className={css.input}
          defaultValue={value}
          // The limit is checked on the server too; here it only saves a round trip.
          maxLength={MAX_PORTAL_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={css.button}>
          Шукати
        </button>
      </div>
    </form>
  );
}
