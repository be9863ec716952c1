import type { FilterName } from './projectFilters';

// The statistics groupings (spec §3 "Statistics", §7 GROUP-BY-*), said once: the page's sections
// and tables, their CSV files, the tRPC procedures, the REST functions and the registry search
// a table row links to all read this map, in this order (the page's order).

export interface GroupingSpec {
  /** Section heading on /?p=analytics. */
  title: string;
  /** The table's first column (and the CSV's). */
  column: string;
  /** The CSV file's base name: Latin, so every browser and OS saves it unchanged. */
  file: string;
  /** What the chart shows (its text alternative starts with it). */
  chartNote: string;
  /** The registry filter that selects the projects of one row. */
  filter: FilterName;
  /** The tRPC procedure under `statistics.`. */
  procedure: string;
  /** The registry service's function name (POST /api/functions/{name}). */
  restFunction: string;
  /** The REST function's summary in the OpenAPI document. */
  summary: string;
}

export const statisticsGroupings = {
  field: {
    title: 'За галузями',
    column: 'Галузь',
    file: 'statystyka-haluzi',
    chartNote: 'Загальна вартість проєктів за галузями',
    filter: 'projectIndustry',
    procedure: 'byField',
    restFunction: 'GROUP-BY-FIELD',
    summary: 'Статистика за галузями',
  },
  executor: {
    title: 'За відповідальними виконавцями',
    column: 'Відповідальний виконавець',
    file: 'statystyka-vykonavtsi',
    chartNote: 'Загальна вартість проєктів за відповідальними виконавцями',
    filter: 'executor',
    procedure: 'byResponsibleExecutor',
    restFunction: 'GROUP-BY-RESP-EXECUTOR',
    summary: 'Статистика за відповідальними виконавцями',
  },
  creditor: {
    title: 'За кредиторами (МФО)',
    column: 'Кредитор',
    file: 'statystyka-kredytory',
    chartNote: 'Загальна вартість проєктів за кредиторами',
    filter: 'mfo',
    procedure: 'byCreditor',
    restFunction: 'GROUP-BY-CREDITOR',
    summary: 'Статистика за кредиторами',
  },
  period: {
    title: 'За роками підписання угод',
    column: 'Рік підписання',
    file: 'statystyka-roky',
    chartNote: 'Загальна вартість проєктів за роком підписання угоди',
    filter: 'year',
    procedure: 'byPeriod',
    restFunction: 'GROUP-BY-PERIOD',
    summary: 'Статистика за роками підписання угоди',
  },
} as const satisfies Record<string, GroupingSpec>;

export type Grouping = keyof typeof statisticsGroupings;
export const groupings = Object.keys(statisticsGroupings) as [Grouping, ...Grouping[]];
/** The tRPC procedure name of each grouping (`byField`, …). */
export type GroupingProcedure = (typeof statisticsGroupings)[Grouping]['procedure'];

/** The figures every grouping table (and CSV) has after its first column, without a unit. */
export const amountColumns = {
  count: 'Кількість проєктів',
  amount: 'Загальна вартість',
  creditAmount: 'Сума кредитів',
  usedAmount: 'Використано коштів',
} as const;

export type AmountColumn = keyof typeof amountColumns;

/**
 * A column header with its unit: the page's tables show amounts in thousands ('тис.грн.'), the
 * CSV full amounts ('грн.'); the count has no unit.
 */
export function amountColumnHeader(column: AmountColumn, currency: string): string {
  return column === 'count' ? amountColumns.count : `${amountColumns[column]}, ${currency}`;
}
