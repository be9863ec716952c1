import { describe, expect, it } from 'vitest';
import {
  costDynamicsSummary,
  usedFunds,
  usedFundsSummary,
} from '../../src/components/project/chartData';
import { thousandsNumber } from '../../src/components/statistics/amountScale';

describe('used-funds diagram data', () => {
  it('splits the loan into used and remaining with the share used', () => {
    const data = usedFunds({ creditSum: 1000, amountMoneyUsed: 250.5 });
    expect(data).toEqual({ total: 1000, used: 250.5, remaining: 749.5, usedPercent: 25.1 });
    expect(usedFundsSummary(data!)).toBe(
      'Використано 250.50 грн. з 1\u00a0000.00 грн. кредиту (25,1 %), залишок 749.50 грн.',
    );
  });

  it('has no data without a loan sum, and counts unknown use as nothing used', () => {
    expect(usedFunds({ creditSum: null, amountMoneyUsed: 5 })).toBeNull();
    expect(usedFunds({ creditSum: 0, amountMoneyUsed: 0 })).toBeNull();
    expect(usedFunds({ creditSum: 10, amountMoneyUsed: null })?.remaining).toBe(10);
  });
});

describe('cost-dynamics chart data', () => {
  it('summarises the first, last and largest period in words', () => {
    const text = costDynamicsSummary([
      { period: '2020', amount: 100, usedAmount: 0 },
      { period: '2021', amount: 300, usedAmount: 50 },
      { period: '2022', amount: 200, usedAmount: 120 },
    ]);
    expect(text).toBe(
      'Вартість проєкту змінилася з 100.00 грн. у 2020 році до 200.00 грн. у 2022 році ' +
        '(найбільша — 300.00 грн. у 2021 році); використано на кінець 2022 року 120.00 грн.',
    );
  });

  it('has no summary without stat periods (the page then says Дані відсутні)', () => {
    expect(costDynamicsSummary([])).toBeNull();
  });

  it("labels the axis in whole thousands of hryvnias ('тис.грн.', spec §9)", () => {
    expect(thousandsNumber(1_500_000_000)).toBe('1\u00a0500\u00a0000');
    expect(thousandsNumber(2_500_499)).toBe('2\u00a0500');
    expect(thousandsNumber(-250_000)).toBe('-250');
  });
});
