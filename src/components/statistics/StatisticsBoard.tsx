'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { analyticsHref } from '../../lib/statisticsQuery';
import { useTRPC, withRpc } from '../../trpc/client';
import { FailureAlert, staleText } from '../common/FailureAlert';
import * as failure from '../common/FailureAlert.css';
import { GroupingSection } from './GroupingSection';
import { StateFilter } from './StateFilter';
import { countProjects } from './amountScale';
import { cachedOverview, fetchOverview } from './overviewQueries';
import * as styles from './StatisticsBoard.css';

// The statistics for one state (or all). Server-rendered with the page's data, so it works
// without JavaScript (the state filter is a GET form). With JavaScript, choosing a state asks
// the tRPC `statistics.*` procedures in one batched request (field, executor and creditor
// together, as spec §7 says, with period and the no-executor count) and redraws in place. The
// first state's figures are the ones the page prefetched into the cache (overviewQueries.ts), so
// going back to it asks nothing.

interface Props {
  states: { id: number; name: string }[];
  initialStateId?: number;
  note?: string;
}

type Status =
  | { kind: 'idle' | 'loading' | 'done'; text: string }
  | { kind: 'error'; text: string; retry: number | undefined };

export function StatisticsBoard({ states, initialStateId, note }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(() => ({
    stateId: initialStateId,
    data: cachedOverview(queryClient, trpc, initialStateId),
  }));
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [noteVisible, setNoteVisible] = useState(Boolean(note));
  const latest = useRef(0);

  const stateName = (id?: number) =>
    id === undefined ? 'усі стани' : `«${states.find((s) => s.id === id)?.name ?? id}»`;

  async function show(stateId: number | undefined) {
    const request = ++latest.current;
    setStatus({ kind: 'loading', text: 'Оновлюємо статистику…' });
    try {
      const data = await fetchOverview(queryClient, trpc, stateId);
      if (request !== latest.current) return;
      setShown({ stateId, data });
      setNoteVisible(false);
      const total = data.field.reduce((n, g) => n + g.count, 0);
      setStatus({
        kind: 'done',
        text: `Показано статистику: ${stateName(stateId)}, ${countProjects(total)}.`,
      });
      window.history.replaceState(null, '', analyticsHref(stateId));
    } catch {
      if (request !== latest.current) return;
      // The figures on screen stay, marked stale; the alert offers the same request again.
      setStatus({ kind: 'error', text: '', retry: stateId });
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('state');
    void show(value ? Number(value) : undefined);
  };

  const { data, stateId } = shown;
  // Only before the page's figures are in the cache, which the page's prefetch rules out.
  if (!data) return null;
  const total = data.field.reduce((n, g) => n + g.count, 0);
  return (
    <div className={styles.board}>
      <StateFilter
        states={states}
        selected={stateId}
        onSubmit={onSubmit}
        onChange={(id) => void show(id)}
      />
      {noteVisible && note ? (
        <p className={styles.note} role="note">
          {note}
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {status.text}
      </p>
      {status.kind === 'error' ? (
        <>
          <FailureAlert
            message={`Не вдалося оновити статистику: ${stateName(status.retry)}. Нижче — попередні дані.`}
            onRetry={() => void show(status.retry)}
          />
          <p className={failure.staleLabel}>{staleText}</p>
        </>
      ) : null}
      <div
        aria-busy={status.kind === 'loading'}
        data-stale={status.kind === 'error' ? 'true' : undefined}
        className={`${styles.results}${status.kind === 'error' ? ` ${failure.stale}` : ''}`}
      >
        <p className={styles.scope}>
          Показано: <strong>{stateName(stateId)}</strong> — {countProjects(total)}.
        </p>
        <GroupingSection grouping="field" groups={data.field} stateId={stateId} />
        <GroupingSection grouping="creditor" groups={data.creditor} stateId={stateId} />
        <GroupingSection grouping="executor" groups={data.executor} stateId={stateId}>
          <p className={styles.withoutExecutor}>
            Без відповідального виконавця: <strong>{countProjects(data.withoutExecutor)}</strong>
            {total > 0 ? ` із ${total}` : ''}.
          </p>
        </GroupingSection>
        <GroupingSection grouping="period" groups={data.period} stateId={stateId} />
      </div>
      {stateId !== initialStateId ? (
        // The map of regions below is the server's, drawn for the page's state.
        <p className={styles.note}>
          Карту за областями нижче складено для: {stateName(initialStateId)}.{' '}
          <a href={`${analyticsHref(stateId)}#region-map`}>
            Показати карту для: {stateName(stateId)}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export default withRpc(StatisticsBoard);
