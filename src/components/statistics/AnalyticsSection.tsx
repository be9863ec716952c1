import { PageHead } from '../layout/PageHead';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { screenDescriptions, screenNames } from '../../lib/routes';
import { parseStatisticsState } from '../../lib/statisticsQuery';
import { getRegistry } from '../../registry/db';
import { getLastUpdate, listProjectStates } from '../../registry/references';
import { getServerQueryClient, HydrateClient, serverTrpc } from '../../trpc/server';
import { fetchOverview } from './overviewQueries';
import { formatDate } from '../../lib/format';
import { StatisticsBoard } from './StatisticsBoard';
import * as styles from './AnalyticsSection.css';

/** `/?p=analytics[&state=…]`: the statistics, server-rendered; the board refreshes them in place. */
export async function AnalyticsSection({ state }: { state: string | null }) {
  const db = getRegistry();
  const states = await listProjectStates(db);
  const choice = parseStatisticsState(
    state,
    states.map((s) => s.id),
  );
  const [, lastUpdate] = await Promise.all([
    fetchOverview(getServerQueryClient(), serverTrpc, choice.stateId),
    getLastUpdate(db),
  ]);
  return (
    <>
      <PageHead title={screenNames.analytics} description={screenDescriptions.analytics} />
      <Breadcrumbs trail={[{ label: screenNames.analytics }]} />
      <h1>{screenNames.analytics}</h1>
      <p className={styles.lead}>
        Скільки проєктів міжнародних фінансових організацій реалізується в Україні, у яких галузях,
        з якими кредиторами і хто за них відповідає. Суми — загальна вартість проєктів у гривнях.
        Дані реєстру станом на {formatDate(lastUpdate) ?? 'невідому дату'}.
      </p>
      <HydrateClient>
        <StatisticsBoard states={states} initialStateId={choice.stateId} note={choice.note} />
      </HydrateClient>
    </>
  );
}
