import { Breadcrumbs } from '../layout/Breadcrumbs';
import { pageTitle, screenNames } from '../../lib/routes';
import type { StateChoice } from '../../lib/statisticsQuery';
import type { ProjectState } from '../../registry/schemas';
import type { StatisticsOverview } from '../../registry/statistics';
import { formatDate } from '../../lib/format';
import { StatisticsBoard } from './StatisticsBoard';
import * as styles from './AnalyticsSection.css';

/** `/?p=analytics[&state=…]`: the statistics, server-rendered; the board refreshes them in place. */
export function AnalyticsSection({
  states,
  choice,
  overview,
  lastUpdate,
}: {
  states: ProjectState[];
  choice: StateChoice;
  overview: StatisticsOverview;
  lastUpdate: string | null;
}) {
  return (
    <>
      <title>{pageTitle(screenNames.analytics)}</title>
      <Breadcrumbs trail={[{ label: screenNames.analytics }]} />
      <h1>{screenNames.analytics}</h1>
      <p className={styles.lead}>
        Скільки проєктів міжнародних фінансових організацій реалізується в Україні, у яких галузях,
        з якими кредиторами і хто за них відповідає. Суми — загальна вартість проєктів у гривнях.
        Дані реєстру станом на {formatDate(lastUpdate) ?? 'невідому дату'}.
      </p>
      <StatisticsBoard
        states={states}
        initialStateId={choice.stateId}
        initial={overview}
        note={choice.note}
      />
    </>
  );
}
