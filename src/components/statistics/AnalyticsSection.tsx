import type { ReactNode } from 'react';
import { ScreenHeader } from '../layout/ScreenHeader';
import type { StateChoice } from '../../lib/statisticsQuery';
import type { ProjectState } from '../../registry/schemas';
import type { DehydratedState } from '@tanstack/react-query';
import { formatDate } from '../../lib/format';
import { StatisticsBoardIsland } from './StatisticsBoardIsland';
import * as styles from './AnalyticsSection.css';

/**
 * `/?p=analytics[&state=…]`: the statistics, server-rendered; the board refreshes them in place.
 * The page fetched the board's figures into the request's query client (overviewQueries.ts) and
 * hands over what it holds (`cacheState`): a component never runs the server half of tRPC.
 */
export function AnalyticsSection({
  states,
  choice,
  lastUpdate,
  cacheState,
  children,
}: {
  states: ProjectState[];
  cacheState: DehydratedState;
  choice: StateChoice;
  lastUpdate: string | null;
  /** Server-rendered sections after the board (the map of regions). */
  children?: ReactNode;
}) {
  return (
    <>
      <ScreenHeader screen="analytics" />
      <p className={styles.lead}>
        Скільки проєктів міжнародних фінансових організацій реалізується в Україні, у яких галузях,
        з якими кредиторами і хто за них відповідає. Суми — загальна вартість проєктів у гривнях.
        Дані реєстру станом на {formatDate(lastUpdate) ?? 'невідому дату'}.
      </p>
      <StatisticsBoardIsland
        state={cacheState}
        states={states}
        initialStateId={choice.stateId}
        note={choice.note}
      />
      {children}
    </>
  );
}
