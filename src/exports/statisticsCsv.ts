import { stringify } from 'csv-stringify/sync';
import { safeText } from './projectCells';
import type { Grouping } from '../lib/statisticsGroupings';
import type { StatisticsGroup } from '../registry/schemas';
import { CURRENCY_UAH } from '../lib/format';
import { amountColumnHeader, statisticsGroupings } from '../lib/statisticsGroupings';

// The CSV of one statistics table: the same rows and numbers as the table on the page. A UTF-8
// byte-order mark makes spreadsheet programs read the Ukrainian names correctly; amounts are
// plain numbers with a dot so they stay numbers when imported, in full hryvnias.
export function statisticsCsv(grouping: Grouping, groups: readonly StatisticsGroup[]): string {
  // Full amounts in hryvnias (the page's table shows thousands): the header says so.
  const header = [
    statisticsGroupings[grouping].column,
    ...(['count', 'amount', 'creditAmount', 'usedAmount'] as const).map((column) =>
      amountColumnHeader(column, CURRENCY_UAH),
    ),
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
