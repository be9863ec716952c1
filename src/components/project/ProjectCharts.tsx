import type { ReactNode } from 'react';
import type { Project, ProjectStatItem } from '../../registry/schemas';
import { ChartCanvas } from './ChartCanvas';
import {
  amountText,
  costDynamicsSummary,
  percentText,
  remainingPercent,
  usedFunds,
  usedFundsSummary,
  type UsedFunds,
} from './chartData';
import * as css from './ProjectCharts.css';
import { ProjectSection } from './ProjectSection';
import { TableScroll } from './TableScroll';

// The two chart sections. Summary and data table are server-rendered (they carry the numbers
// with or without JavaScript, for screen readers and in print); the drawing is a client leaf.

const NO_DATA = 'Дані відсутні';

/** Ends a summary sentence with one full stop (amounts already end with 'грн.'). */
const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** The numbers of a chart: a row header, then its figures (right-aligned). */
interface DataRow {
  label: string;
  figures: readonly string[];
}

/** A chart's data table; its caption also names the region it scrolls in. */
interface DataTable {
  caption: string;
  /** The row headers' column, then one column per figure. */
  columns: readonly [string, ...string[]];
  rows: readonly DataRow[];
  total?: DataRow;
}

function DataRowCells({ row }: { row: DataRow }) {
  return (
    <tr>
      <th scope="row">{row.label}</th>
      {row.figures.map((figure, i) => (
        <td key={i} className={css.number}>
          {figure}
        </td>
      ))}
    </tr>
  );
}

function ChartDataTable({ table }: { table: DataTable }) {
  const [rowHeaders, ...figures] = table.columns;
  return (
    <table className={css.table}>
      <caption className={css.caption}>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeaders}</th>
          {figures.map((column) => (
            <th key={column} scope="col" className={css.number}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <DataRowCells key={row.label} row={row} />
        ))}
      </tbody>
      {table.total ? (
        <tfoot>
          <DataRowCells row={table.total} />
        </tfoot>
      ) : null}
    </table>
  );
}

/** What a chart section shows when there are numbers to draw. */
interface Chart {
  summary: string;
  /** The space the drawing takes before it loads. */
  canvasClass: string;
  drawing: ReactNode;
  table: DataTable;
}

/** A chart with its summary as caption and its data table (the numbers without the drawing). */
function ChartFigure({ id, chart }: { id: string; chart: Chart }) {
  return (
    <figure className={css.figure} aria-labelledby={`${id}-summary`}>
      <figcaption id={`${id}-summary`} className={css.summary}>
        {sentence(chart.summary)}
      </figcaption>
      <div className={`${css.canvas} ${chart.canvasClass}`}>{chart.drawing}</div>
      <TableScroll label={chart.table.caption}>
        <ChartDataTable table={chart.table} />
      </TableScroll>
    </figure>
  );
}

function NoData() {
  return <p className={css.noData}>{NO_DATA}</p>;
}

const usedFundsTable = (data: UsedFunds): DataTable => ({
  caption: 'Використання кредитних коштів, таблиця даних',
  columns: ['Показник', 'Сума', 'Частка'],
  rows: [
    { label: 'Використано', figures: [amountText(data.used), percentText(data.usedPercent)] },
    {
      label: 'Залишок',
      figures: [amountText(data.remaining), percentText(remainingPercent(data))],
    },
  ],
  total: { label: 'Сума кредиту', figures: [amountText(data.total), '100 %'] },
});

const costDynamicsTable = (stats: ProjectStatItem[]): DataTable => ({
  caption: 'Динаміка вартості проєкту, таблиця даних',
  columns: ['Період', 'Вартість проєкту', 'Використано коштів'],
  rows: stats.map((point) => ({
    label: point.period,
    figures: [amountText(point.amount), amountText(point.usedAmount)],
  })),
});

/** A chart section of the project page: its anchor, heading and the theme the chart draws in. */
interface ChartSectionProps {
  id: string;
  title: string;
  accessible: boolean;
}

function ChartSection({ id, title, chart }: { id: string; title: string; chart: Chart | null }) {
  return (
    <ProjectSection id={id} title={title}>
      {chart ? <ChartFigure id={id} chart={chart} /> : <NoData />}
    </ProjectSection>
  );
}

export function UsedFundsSection({
  id,
  title,
  project,
  accessible,
}: ChartSectionProps & { project: Project }) {
  const data = usedFunds(project);
  const chart = data && {
    summary: usedFundsSummary(data),
    canvasClass: css.pieCanvas,
    drawing: <ChartCanvas kind="usedFunds" data={data} accessible={accessible} title={title} />,
    table: usedFundsTable(data),
  };
  return <ChartSection id={id} title={title} chart={chart} />;
}

export function CostDynamicsSection({
  id,
  title,
  stats,
  accessible,
}: ChartSectionProps & { stats: ProjectStatItem[] }) {
  const summary = costDynamicsSummary(stats);
  const chart = summary
    ? {
        summary,
        canvasClass: css.barCanvas,
        drawing: (
          <ChartCanvas kind="costDynamics" points={stats} accessible={accessible} title={title} />
        ),
        table: costDynamicsTable(stats),
      }
    : null;
  return <ChartSection id={id} title={title} chart={chart} />;
}
