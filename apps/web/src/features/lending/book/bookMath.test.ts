import { describe, expect, it } from 'vitest';
import { barWidth, latestSplit, meterWidth, pricedLoans, uncovered } from './bookMath';
import { payout } from './test/fixtures';

describe('loan book figures', () => {
  it('reads the savers’ and the fund’s shares from the latest payout that paid anything', () => {
    expect(
      latestSplit([
        payout({ interest: '0', savers: '0', securityFund: '0' }),
        payout({ interest: '138', savers: '124.2', securityFund: '13.8' }),
      ]),
    ).toEqual({ savers: '0.9', fund: '0.1' });
    expect(latestSplit([])).toBeNull();
    expect(latestSplit([payout({ savers: '0', securityFund: '0' })])).toBeNull();
  });

  it('never shows a negative uncovered shortfall', () => {
    expect(uncovered('10500.25', '5000')).toBe('5500.25');
    expect(uncovered('0', '0')).toBe('0');
    expect(uncovered('5', '6')).toBe('0');
  });

  it('sizes bars against the fullest bucket, keeping a sliver for one loan', () => {
    expect(barWidth(0, 10)).toBe(0);
    expect(barWidth(10, 10)).toBe(100);
    expect(barWidth(5, 10)).toBe(50);
    expect(barWidth(1, 1000)).toBe(2);
    expect(barWidth(0, 0)).toBe(0);
    expect(
      pricedLoans([
        { from: '0', to: '0.1', loans: 2 },
        { from: '0.1', to: null, loans: 3 },
      ]),
    ).toBe(5);
  });
});

describe('meter width', () => {
  it('turns a fraction into a clamped CSS percentage', () => {
    expect(meterWidth('0.2821')).toBe('28.21%');
    expect(meterWidth('0')).toBe('0.00%');
    expect(meterWidth('1.2')).toBe('100.00%');
    expect(meterWidth('-0.1')).toBe('0.00%');
    expect(meterWidth('x')).toBe('0%');
  });
});
