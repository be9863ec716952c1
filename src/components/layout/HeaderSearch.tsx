import { MAX_PORTAL_QUERY_LENGTH, PORTAL_SEARCH_PATH } from '../../lib/portalSearchPath';
import { NavIcon } from './NavIcon';
import * as styles from './HeaderSearch.css';

/**
 * The portal-wide search in the header of every page: a GET form to /search from the medium
 * breakpoint up, a link to the search page (an icon) on phones, where the toolbar has no room.
 */
export function HeaderSearch() {
  return (
    <>
      <form
        role="search"
        aria-label="Пошук по порталу"
        action={PORTAL_SEARCH_PATH}
        method="get"
        className={styles.form}
      >
        <label htmlFor="header-search" className={styles.label}>
          Пошук по порталу
        </label>
        <input
          id="header-search"
          name="q"
          type="search"
          placeholder="Пошук по порталу"
          className={styles.input}
          maxLength={MAX_PORTAL_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit} aria-label="Шукати">
          <NavIcon name="search" />
        </button>
      </form>
      <a href={PORTAL_SEARCH_PATH} className={styles.link} aria-label="Пошук по порталу">
        <NavIcon name="search" />
      </a>
    </>
  );
}
