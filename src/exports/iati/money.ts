import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { BUDGETS_FROM_COST_DYNAMICS, codes } from './constants';
import { amountOf, cleanText, dateField, parseDateTime, toCents, ukrainianDate } from './values';

// The money an activity reports, derived from what the registry holds (MAPPING.md §4): yearly
// budgets from the cumulative cost dynamics, the signed loan as an incoming commitment, and the
// loan money used as incoming funds split by year. Amounts are kept in whole kopiykas so that
// the split adds up exactly. Nothing here is dated after `today` (rules 11.2.1, 11.2.2).

type Project = ProjectRecord['project'];
type Stats = ProjectRecord['stats'];

export interface YearAmount {
  year: number;
  cents: number;
}

export interface MoneyTransaction {
  type: (typeof codes.TransactionType)[keyof typeof codes.TransactionType];
  date: string;
  cents: number;
  description?: string;
}

/** Notes a fact about this project for the log (invalid data, something left out). */
export type Note = (message: string) => void;

const YEAR = /^\d{4}$/;

/**
 * A cumulative yearly series (one value per `YYYY` period, up to `lastYear`) → each year's
 * increase over the previous one (the first over zero); a reason when it is not usable.
 */
function yearlyIncreases(
  rows: readonly { period: string; value: number }[],
  lastYear = Infinity,
): { increases: YearAmount[] } | { problem: string } {
  const kept = rows
    .filter((row) => YEAR.test(row.period.trim()) && Number(row.period) <= lastYear)
    .map((row) => ({ year: Number(row.period), value: amountOf(row.value) }));
  if (new Set(kept.map((row) => row.year)).size !== kept.length) {
    return { problem: 'duplicate periods' };
  }
  if (kept.some((row) => row.value === undefined)) return { problem: 'invalid amounts' };
  kept.sort((a, b) => a.year - b.year);
  let previous = 0;
  const increases = kept.map((row) => {
    const cents = toCents(row.value!);
    const increase = { year: row.year, cents: cents - previous };
    previous = cents;
    return increase;
  });
  if (increases.some((i) => i.cents < 0)) return { problem: 'not cumulative' };
  return { increases };
}

/** §4.1: one budget per year whose cumulative planned cost grew. */
export function budgetsOf(stats: Stats, note: Note): YearAmount[] {
  if (!BUDGETS_FROM_COST_DYNAMICS || !stats.length) return [];
  const series = yearlyIncreases(stats.map((s) => ({ period: s.period, value: s.amount })));
  if ('problem' in series) {
    note(`cost dynamics ${series.problem}: no budgets`);
    return [];
  }
  return series.increases.filter((i) => i.cents > 0);
}

/** An amount in kopiykas when it is a positive amount, else undefined. */
export function positiveCents(value: number | null | undefined): number | undefined {
  const amount = amountOf(value);
  const cents = amount === undefined ? 0 : toCents(amount);
  return cents > 0 ? cents : undefined;
}

/** §4.2: the signed loan, once signed (never a future signing date). */
export function commitmentOf(
  project: Project,
  today: string,
  note: Note,
): MoneyTransaction | undefined {
  const cents = positiveCents(project.creditSum);
  if (cents === undefined) return undefined;
  const signed = dateField(project.creditDateBegin);
  if (signed === null) note(`invalid date creditDateBegin «${project.creditDateBegin}»`);
  if (!signed) return undefined;
  if (signed > today) {
    note(`signing date ${signed} is in the future: no commitment yet`);
    return undefined;
  }
  const agreement = cleanText(project.creditNumDate);
  const description =
    cleanText(project.creditName) ?? (agreement ? `Угода ${agreement}` : undefined);
  return { type: codes.TransactionType.incomingCommitment, date: signed, cents, description };
}

/**
 * §4.3: the loan money used. Its total is `amountMoneyUsed`; its split by year follows the
 * yearly growth of the cumulative `usedAmount` (scaled, since the two are kept on different
 * bases); the remainder of the rounding goes to the last year that grew, so the sum is exact.
 */
export function incomingFundsOf(project: Project, stats: Stats, today: string): MoneyTransaction[] {
  const used = positiveCents(project.amountMoneyUsed);
  if (used === undefined) return [];
  const thisYear = Number(today.slice(0, 4));
  const series = yearlyIncreases(
    stats.map((s) => ({ period: s.period, value: s.usedAmount })),
    thisYear,
  );
  const increases = 'increases' in series ? series.increases : [];
  const total = increases.reduce((sum, i) => sum + i.cents, 0);
  if (total <= 0) return [usedSoFar(project, used, today)];

  const shares = increases.map((i) => ({ ...i, cents: Math.round(i.cents * (used / total)) }));
  const last = shares.findLastIndex((_, index) => increases[index]!.cents > 0);
  const others = shares.reduce((sum, s, index) => (index === last ? sum : sum + s.cents), 0);
  shares[last]!.cents = used - others;
  return shares
    .filter((share) => share.cents > 0)
    .map(({ year, cents }) => {
      const current = year === thisYear;
      return {
        type: codes.TransactionType.incomingFunds,
        date: current ? today : `${year}-12-31`,
        cents,
        description: `Використано коштів позики у ${year} році${current ? ` (станом на ${ukrainianDate(today)})` : ''}`,
      };
    });
}

/** No usable yearly split: the whole amount used, dated by the record's last update. */
function usedSoFar(project: Project, cents: number, today: string): MoneyTransaction {
  const updated = parseDateTime(project.updatedAt)?.toISOString().slice(0, 10);
  const date = updated && updated <= today ? updated : today;
  return {
    type: codes.TransactionType.incomingFunds,
    date,
    cents,
    description: `Використано коштів позики (накопичено станом на ${ukrainianDate(date)})`,
  };
}

/** Default finance type: a loan (421) when the project borrows, else a grant (110). */
export function financeTypeOf(project: Project): string | undefined {
  if (positiveCents(project.creditSum) ?? positiveCents(project.creditorSum)) {
    return codes.FinanceType.standardLoan;
  }
  return positiveCents(project.grantSum) ? codes.FinanceType.standardGrant : undefined;
}
