'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StatisticsOverview } from '../../registry/statistics';
import { analyticsHref } from '../../lib/statisticsQuery';
import { useTRPC } from '../../trpc/client';
import { FailureAlert, staleText } from '../common/FailureAlert';
import * as failure from '../common/FailureAlert.css';
import { GroupingSection } from './GroupingSection';
import { StateFilter } from './StateFilter';
import { countProjects } from './amountScale';
import * as styles from './StatisticsBoard.css';

// The statistics for one state (or all). Server-rendered with the page's data, so it works
// without JavaScript (the state filter is a GET form). With JavaScript, choosing a state asks
// the tRPC `statistics.*` procedures in one batched request (field, executor and creditor
// together, as spec §7 says, with period and the no-executor count) and redraws in place.

interface Props {
  states: { id: number; name: string }[];
  initialStateId?: number;
  initial: StatisticsOverview;
  note?: string;
}

type Status =
  | { kind: 'idle' | 'loading' | 'done'; text: string }
  | { kind: 'error'; text: string; retry: number | undefined };

export function StatisticsBoard({ states, initialStateId, initial, note }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState({ stateId: initialStateId, data: initial });
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [noteVisible, setNoteVisible] = useState(Boolean(note));
  const latest = useRef(0);

  // The server's figures are the cached answer for the first state: no request to go back to it.
  useEffect(() => {
    const input = { projectStateId: initialStateId };
    queryClient.setQueryData(trpc.statistics.byField.queryKey(input), initial.field);
    queryClient.setQueryData(
      trpc.statistics.byResponsibleExecutor.queryKey(input),
      initial.executor,
    );
    queryClient.setQueryData(trpc.statistics.byCreditor.queryKey(input), initial.creditor);
    queryClient.setQueryData(trpc.statistics.byPeriod.queryKey(input), initial.period);
    queryClient.setQueryData(
      trpc.statistics.withoutExecutor.queryKey(input),
      initial.withoutExecutor,
    );
  }, [queryClient, trpc, initial, initialStateId]);

  const stateName = (id?: number) =>
    id === undefined ? 'усі стани' : `«${states.find((s) => s.id === id)?.name ?? id}»`;

  async function show(stateId: number | undefined) {
    const request = ++latest.current;
    const input = { projectStateId: stateId };
    setStatus({ kind: 'loading', text: 'Оновлюємо статистику…' });
    try {
      const [field, executor, creditor, period, withoutExecutor] = await Promise.all([
        queryClient.fetchQuery(trpc.statistics.byField.queryOptions(input)),
        queryClient.fetchQuery(trpc.statistics.byResponsibleExecutor.queryOptions(input)),
        queryClient.fetchQuery(trpc.statistics.byCreditor.queryOptions(input)),
        queryClient.fetchQuery(trpc.statistics.byPeriod.queryOptions(input)),
        queryClient.fetchQuery(trpc.statistics.withoutExecutor.queryOptions(input)),
      ]);
      if (request !== latest.current) return;
      const data = { field, executor, creditor, period, withoutExecutor };
      setShown({ stateId, data });
      setNoteVisible(false);
      const total = field.reduce((n, g) => n + g.count, 0);
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
    </div>
  );
}
