import { formatAmount } from '../../lib/format';

// Numbers behind the two project charts, computed once and shared by the chart, its data table
// and its text summary, so all three always say the same thing.

export interface UsedFundsInput {
  creditSum: number | null;
  amountMoneyUsed: number | null;
}

export interface UsedFunds {
  total: number;
  used: number;
  remaining: number;
  /** Share used, 0–100, one decimal. */
  usedPercent: number;
}

/** Used vs remaining of the loan; null when the loan sum is unknown or zero. */
export function usedFunds({ creditSum, amountMoneyUsed }: UsedFundsInput): UsedFunds | null {
  if (creditSum === null || !(creditSum > 0)) return null;
  const used = Math.min(Math.max(amountMoneyUsed ?? 0, 0), creditSum);
  return {
    total: creditSum,
    used,
    remaining: creditSum - used,
    usedPercent: Math.round((used / creditSum) * 1000) / 10,
  };
}

/** An amount as the charts' summaries and tables show it ('—' for none). */
export const amountText = (value: number): string => formatAmount(value) ?? '—';

/** A share in Ukrainian notation: '25,1 %'. */
export const percentText = (value: number): string => `${String(value).replace('.', ',')} %`;

/** Share remaining, 0–100, one decimal. */
export const remainingPercent = (data: UsedFunds): number =>
  Math.round((100 - data.usedPercent) * 10) / 10;

export function usedFundsSummary(data: UsedFunds): string {
  return (
    `Використано ${amountText(data.used)} з ${amountText(data.total)} кредиту ` +
    `(${percentText(data.usedPercent)}), залишок ${amountText(data.remaining)}`
  );
}

export interface CostPoint {
  period: string;
  amount: number;
  usedAmount: number;
}

export function costDynamicsSummary(points: CostPoint[]): string | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (first === last) {
    return `У ${first.period} році вартість проєкту становила ${amountText(first.amount)}, використано ${amountText(first.usedAmount)}`;
  }
  const max = points.reduce((best, p) => (p.amount > best.amount ? p : best), first);
  const peak = max === last ? '' : ` (найбільша — ${amountText(max.amount)} у ${max.period} році)`;
  return (
    `Вартість проєкту змінилася з ${amountText(first.amount)} у ${first.period} році ` +
    `до ${amountText(last.amount)} у ${last.period} році${peak}; ` +
    `використано на кінець ${last.period} року ${amountText(last.usedAmount)}`
  );
}
