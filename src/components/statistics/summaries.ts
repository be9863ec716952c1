import type { Grouping } from '../../lib/statisticsQuery';
import type { StatisticsGroup } from '../../registry/schemas';
import { countProjects, formatThousands, percentOf } from './amountScale';

// One or two plain Ukrainian sentences per chart, for readers who skip charts and tables
// (and for screen readers, as the chart's accessible description). Amounts in whole thousands,
// 'тис.грн.', like the table beside them.

const topNoun: Record<Exclude<Grouping, 'period'>, string> = {
  field: 'галузь',
  executor: 'відповідальний виконавець',
  creditor: 'кредитор',
};

const totalsOf = (groups: readonly StatisticsGroup[]) =>
  groups.reduce((t, g) => ({ count: t.count + g.count, amount: t.amount + g.amount }), {
    count: 0,
    amount: 0,
  });

export function groupingSummary(grouping: Grouping, groups: readonly StatisticsGroup[]): string {
  return sentences(summaryText(grouping, groups));
}

// Amounts end in 'грн.'; a sentence ending on one takes no second full stop.
const sentences = (text: string): string => text.replace(/\.\./g, '.');

function summaryText(grouping: Grouping, groups: readonly StatisticsGroup[]): string {
  if (groups.length === 0) return 'Для вибраного стану проєктів немає даних.';
  const total = totalsOf(groups);
  if (grouping === 'period') return periodSummary(groups, total);
  const [first, second] = [...groups].sort((a, b) => b.amount - a.amount);
  const lead =
    `Найбільша загальна вартість — ${topNoun[grouping]} «${first!.name}»: ` +
    `${formatThousands(first!.amount)} (${percentOf(first!.amount, total.amount)} від усієї суми, ` +
    `${countProjects(first!.count)}).`;
  const next = second ? ` Друге місце — «${second.name}»: ${formatThousands(second.amount)}.` : '';
  return `${lead}${next} Усього груп: ${groups.length}, ${countProjects(total.count)} на ${formatThousands(total.amount)}.`;
}

function periodSummary(
  groups: readonly StatisticsGroup[],
  total: { count: number; amount: number },
): string {
  const first = groups[0]!;
  const last = groups[groups.length - 1]!;
  const peak = [...groups].sort((a, b) => b.amount - a.amount)[0]!;
  const span =
    first.name === last.name
      ? `Угоди підписано у ${first.name} році`
      : `Угоди підписано з ${first.name} по ${last.name} рік`;
  return (
    `${span}: ${countProjects(total.count)} на ${formatThousands(total.amount)}. ` +
    `Найбільша сума угод — у ${peak.name} році: ${formatThousands(peak.amount)} ` +
    `(${countProjects(peak.count)}).`
  );
}
