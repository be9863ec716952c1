import { paths } from '../../lib/routes';
import * as css from './DemoDataNotice.css';

export const DEMO_NOTICE_ANCHOR = 'demo-data';

/** Shown on every page while the database holds generated demo data, never registry data. */
export function DemoDataNotice({ demo }: { demo: boolean }) {
  if (!demo) return null;
  // A landmark of its own (complementary), so screen-reader users can find it like the rest.
  return (
    <aside className={css.notice} aria-label="Про дані порталу" data-demo-notice="">
      <p className={css.text}>
        <strong>Демонстраційні дані.</strong> Проєкти, суми й новини на порталі згенеровано для
        показу його можливостей; це не відомості реєстру.{' '}
        <a href={`${paths.about}#${DEMO_NOTICE_ANCHOR}`}>Що це означає</a>
      </p>
    </aside>
  );
}
