import { PageHead } from '../layout/PageHead';
import { formatDate } from '../../lib/format';
import { screenDescriptions, screenNames } from '../../lib/routes';
import type { NewsItem, RegistrySummary } from '../../registry/schemas';
import { EntryPoints } from './EntryPoints';
import { HeadlineFigures } from './HeadlineFigures';
import { LatestNews } from './LatestNews';
import { StateBreakdown } from './StateBreakdown';
import * as styles from './HomeSection.css';

/** `/` and `/?p=index`: what the portal is, the registry in four figures, and where to go next. */
export function HomeSection({ summary, news }: { summary: RegistrySummary; news: NewsItem[] }) {
  return (
    <>
      <PageHead title={screenNames.home} description={screenDescriptions.home} />
      <div className={styles.intro}>
        <h1 className={styles.heading}>Проєкти міжнародних фінансових організацій в Україні</h1>
        <p className={styles.lead}>
          Портал відкрито показує проєкти, які Україна реалізує за кошти Світового банку, ЄБРР, ЄІБ,
          KfW та інших міжнародних фінансових організацій. Тут можна знайти кожен проєкт, дізнатися
          його вартість, стан і відповідальних, переглянути статистику та нормативну базу.
        </p>
        <p className={styles.updated}>
          Дані реєстру оновлено:{' '}
          <strong>
            {summary.lastUpdate ? (
              <time dateTime={summary.lastUpdate}>{formatDate(summary.lastUpdate)}</time>
            ) : (
              'дата невідома'
            )}
          </strong>
        </p>
      </div>
      <HeadlineFigures summary={summary} />
      <EntryPoints />
      <div className={styles.columns}>
        <StateBreakdown summary={summary} />
        <LatestNews news={news} />
      </div>
    </>
  );
}
