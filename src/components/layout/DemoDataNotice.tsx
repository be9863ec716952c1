import { paths } from '../../lib/routes';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as css from './DemoDataNotice.css';

export const DEMO_NOTICE_ANCHOR = 'demo-data';

/** Shown on every page while the database holds generated demo data, never registry data. */
export function DemoDataNotice({ demo }: { demo: boolean }) {
  if (!demo) return null;
  // A landmark of its own (complementary), so screen-reader users can find it like the rest.
  return (
    <aside className={css.notice} aria-label="Про дані порталу" data-demo-notice="">
      {/* One line: on a phone in large type it must not push the results off the first screen;
          the link explains, and screen readers hear the whole sentence. */}
      <p className={css.text}>
        <a href={`${paths.about}#${DEMO_NOTICE_ANCHOR}`}>
          <strong>Демонстраційні дані</strong>
          <span className={visuallyHidden}>: не відомості реєстру. Що це означає</span>
        </a>
      </p>
    </aside>
  );
}
