import { paths } from '../../lib/routes';
import * as css from './DemoDataNotice.css';

export const DEMO_NOTICE_ANCHOR = 'demo-data';

/** Shown on every page while the database holds generated demo data, never registry data. */
export function DemoDataNotice({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <p className={css.notice} role="note" data-demo-notice="">
      <strong>Демонстраційні дані.</strong> Проєкти, суми й новини на порталі згенеровано для показу
      його можливостей; це не відомості реєстру.{' '}
      <a href={`${paths.about}#${DEMO_NOTICE_ANCHOR}`}>Що це означає</a>
    </p>
  );
}
