import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatNumber, formatPhone, orDash } from '../../src/lib/format';

describe('amount format (spec §9)', () => {
  it('rounds to 2 decimals with space thousands separators', () => {
    expect(formatNumber(1234567.891)).toBe('1\u00a0234\u00a0567.89');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(999.999)).toBe('1\u00a0000.00');
    expect(formatNumber(-1500)).toBe('-1\u00a0500.00');
  });
  it('adds the currency label and shows nothing for unknown amounts', () => {
    expect(formatAmount(2500000)).toBe('2\u00a0500\u00a0000.00 грн.');
    expect(formatAmount(12.5, 'тис.грн.')).toBe('12.50 тис.грн.');
    expect(formatAmount(null)).toBeNull();
    expect(formatAmount(Number.NaN)).toBeNull();
  });
});

describe('date format (spec §9)', () => {
  it('shows YYYY-MM-DD as DD.MM.YYYY', () => {
    expect(formatDate('2021-03-09')).toBe('09.03.2021');
    expect(formatDate('2021-03-09T10:00:00Z')).toBe('09.03.2021');
  });
  it('gives null for empty or malformed dates', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('09.03.2021')).toBeNull();
  });
});

describe('phone format (spec §9)', () => {
  it("groups digits as '(XXX) XXX XX XX XX'", () => {
    expect(formatPhone('380441234567')).toBe('(380) 441 23 45 67');
    expect(formatPhone('+38 (044) 123-45-67')).toBe('(380) 441 23 45 67');
    expect(formatPhone('044')).toBe('(044)');
    expect(formatPhone('')).toBe('');
  });
});

describe('unknown values', () => {
  it('show a dash instead of disappearing', () => {
    expect(orDash(null)).toBe('—');
    expect(orDash('  ')).toBe('—');
    expect(orDash('текст')).toBe('текст');
    expect(orDash(0)).toBe('0');
  });
});
