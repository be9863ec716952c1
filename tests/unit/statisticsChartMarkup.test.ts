import { describe, expect, it } from 'vitest';
import { statisticsChartMarkup } from '../../src/components/charts/svg/statisticsChartMarkup';

// The statistics charts' server drawings are Victory's, kept by chart data: the same data gives
// the same markup without drawing again (Victory numbers its containers: a new drawing would
// carry a new id), other data a drawing of its own.

const props = (amount: number) => ({
  groups: [
    { id: '2020', name: 'Освіта', amount, count: 3, creditAmount: amount, usedAmount: 0 },
    {
      id: '2021',
      name: 'Охорона здоров’я',
      amount: amount * 2,
      count: 5,
      creditAmount: 0,
      usedAmount: 0,
    },
  ],
  title: 'Загальна вартість, тис.грн.',
  description: 'Опис',
  width: 640,
  fontSize: 16,
  className: 'chart',
  name: 'chart-sector',
});

describe('statistics chart markup', () => {
  it('is drawn once per chart data', () => {
    const first = statisticsChartMarkup('ranking', props(1_000_000));
    expect(first).toContain('<svg');
    expect(first).toContain('Охорона здоров’я');
    expect(statisticsChartMarkup('ranking', props(1_000_000))).toBe(first);
    const other = statisticsChartMarkup('ranking', props(2_000_000));
    expect(other).not.toBe(first);
    expect(statisticsChartMarkup('period', props(1_000_000))).not.toBe(first);
  });

  it('keeps a bounded number of drawings, the least recently used leaving first', () => {
    const kept = statisticsChartMarkup('period', props(7));
    // More new drawings than the cache keeps: a first-in-first-out cache would drop `kept`.
    for (let i = 0; i < 150; i++) {
      statisticsChartMarkup('period', props(100 + i));
      // Used again now and then: it stays while older ones leave.
      if (i % 20 === 0) expect(statisticsChartMarkup('period', props(7))).toBe(kept);
    }
    expect(statisticsChartMarkup('period', props(7))).toBe(kept);
  });
});
