import type { ReactNode } from 'react';
import { formatAmount } from '../../lib/format';
import type { Project, ProjectStatItem } from '../../registry/schemas';
import { ChartCanvas } from './ChartCanvas';
import {
  costDynamicsSummary,
  percentText,
  remainingPercent,
  usedFunds,
  usedFundsSummary,
  type UsedFunds,
} from './chartData';
import * as css from './ProjectCharts.css';
import { ProjectSection } from './ProjectSection';

// The two chart sections. Summary and data table are server-rendered (they carry the numbers
// with or without JavaScript, for screen readers and in print); the drawing is a client leaf.

const NO_DATA = 'Дані відсутні';
const amount = (value: number): string => formatAmount(value) ?? '—';

/** Ends a summary sentence with one full stop (amounts already end with 'грн.'). */
const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** Wide tables scroll inside their own focusable region on narrow screens, not the page. */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
    <div className={css.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A chart with its summary as caption and its data table (the numbers without the drawing). */
function ChartFigure({
  id,
  summary,
  canvasClass,
  chart,
  tableLabel,
  children,
}: {
  id: string;
  summary: string;
  canvasClass: string;
  chart: ReactNode;
  tableLabel: string;
  children: ReactNode;
}) {
  return (
    <figure className={css.figure} aria-labelledby={`${id}-summary`}>
      <figcaption id={`${id}-summary`} className={css.summary}>
        {sentence(summary)}
      </figcaption>
      <div className={`${css.canvas} ${canvasClass}`}>{chart}</div>
      <TableScroll label={tableLabel}>{children}</TableScroll>
    </figure>
  );
}

function NoData() {
  return <p className={css.noData}>{NO_DATA}</p>;
}

function UsedFundsTable({ data }: { data: UsedFunds }) {
  return (
    <table className={css.table}>
      <caption className={css.caption}>Використання кредитних коштів, таблиця даних</caption>
      <thead>
        <tr>
          <th scope="col">Показник</th>
          <th scope="col" className={css.number}>
            Сума
          </th>
          <th scope="col" className={css.number}>
            Частка
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Використано</th>
          <td className={css.number}>{amount(data.used)}</td>
          <td className={css.number}>{percentText(data.usedPercent)}</td>
        </tr>
        <tr>
          <th scope="row">Залишок</th>
          <td className={css.number}>{amount(data.remaining)}</td>
          <td className={css.number}>{percentText(remainingPercent(data))}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Сума кредиту</th>
          <td className={css.number}>{amount(data.total)}</td>
          <td className={css.number}>100 %</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A chart section of the project page: its anchor, heading and the theme the chart draws in. */
interface ChartSectionProps {
  id: string;
  title: string;
  accessible: boolean;
}

export function UsedFundsSection({
  id,
  title,
  project,
  accessible,
}: ChartSectionProps & { project: Project }) {
  const data = usedFunds(project);
  return (
    <ProjectSection id={id} title={title}>
      {data ? (
        <ChartFigure
          id={id}
          summary={usedFundsSummary(data)}
          canvasClass={css.pieCanvas}
          chart={<ChartCanvas kind="usedFunds" data={data} accessible={accessible} title={title} />}
          tableLabel="Використання кредитних коштів, таблиця даних"
        >
          <UsedFundsTable data={data} />
        </ChartFigure>
      ) : (
        <NoData />
      )}
    </ProjectSection>
  );
}

export function CostDynamicsSection({
  id,
  title,
  stats,
  accessible,
}: ChartSectionProps & { stats: ProjectStatItem[] }) {
  const summary = costDynamicsSummary(stats);
  return (
    <ProjectSection id={id} title={title}>
      {summary ? (
        <ChartFigure
          id={id}
          summary={summary}
          canvasClass={css.barCanvas}
          chart={
            <ChartCanvas kind="costDynamics" points={stats} accessible={accessible} title={title} />
          }
          tableLabel="Динаміка вартості проєкту, таблиця даних"
        >
          <table className={css.table}>
            <caption className={css.caption}>Динаміка вартості проєкту, таблиця даних</caption>
            <thead>
              <tr>
                <th scope="col">Період</th>
                <th scope="col" className={css.number}>
                  Вартість проєкту
                </th>
                <th scope="col" className={css.number}>
                  Використано коштів
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.map((point) => (
                <tr key={point.period}>
                  <th scope="row">{point.period}</th>
                  <td className={css.number}>{amount(point.amount)}</td>
                  <td className={css.number}>{amount(point.usedAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ChartFigure>
      ) : (
        <NoData />
      )}
    </ProjectSection>
  );
}
