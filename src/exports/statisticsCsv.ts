import { stringify } from 'csv-stringify/sync';
import { safeText } from './projectCells';
import type { Grouping } from '../lib/statisticsGroupings';
import type { StatisticsGroup } from '../registry/schemas';
import { amountColumns, statisticsGroupings } from '../lib/statisticsGroupings';

// The CSV of one statistics table: the same rows and numbers as the table on the page. A UTF-8
// byte-order mark makes spreadsheet programs read the Ukrainian names correctly; amounts are
// plain numbers with a dot so they stay numbers when imported.
export function statisticsCsv(grouping: Grouping, groups: readonly StatisticsGroup[]): string {
  const header = [
    statisticsGroupings[grouping].column,
    amountColumns.count,
    amountColumns.amount,
    amountColumns.creditAmount,
    amountColumns.usedAmount,
  ];
  const rows = groups.map((g) => [
    // A name starting with = + - @ would run as a formula in a spreadsheet.
    safeText(g.name),
    g.count,
    g.amount.toFixed(2),
    g.creditAmount.toFixed(2),
    g.usedAmount.toFixed(2),
  ]);
  return `\uFEFF${stringify([header, ...rows], { record_delimiter: 'windows' })}`;
}

export function statisticsCsvFileName(grouping: Grouping, stateId?: number): string {
  return `${statisticsGroupings[grouping].file}${stateId === undefined ? '' : `-stan-${stateId}`}.csv`;
}
