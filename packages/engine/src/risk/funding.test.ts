import { describe, expect, it } from 'vitest';
import { BTCUSD, BTCUSDT } from './examples.js';
import { fx, fxToString } from './fixed.js';
import {
  DEFAULT_FUNDING,
  emaBasis,
  fundingPayment,
  fundingRate,
  markPrice,
  premiumIndex,
  settleFunding,
} from './funding.js';

const text = (value: bigint) => fxToString(value);

describe('markPrice and emaBasis', () => {
  it('adds the basis to the index within a band of clampRate * index', () => {
    // Band at 0.5 % of 30,000 = 150.
    expect(text(markPrice(fx('30000'), fx('200'), fx('0.005')))).toBe('30150');
    expect(text(markPrice(fx('30000'), fx('-200'), fx('0.005')))).toBe('29850');
    expect(text(markPrice(fx('30000'), fx('-50'), fx('0.005')))).toBe('29950');
    // 0.5 % of 30,000.000000000001 is 150.000000000000005: the band rounds
    // down to 150, so the mark stays inside the exact band.
    expect(text(markPrice(fx('30000.000000000001'), fx('1000'), fx('0.005')))).toBe(
      '30150.000000000001',
    );
  });

  it('moves the average by alpha of the gap, half-even', () => {
    // 10 + (20 - 10) / 4 = 12.5.
    expect(text(emaBasis(fx('10'), fx('20'), 1n, 4n))).toBe('12.5');
    // Half a unit goes to the even neighbour: 0.5 -> 0, 1.5 -> 2.
    expect(emaBasis(0n, 1n, 1n, 2n)).toBe(0n);
    expect(emaBasis(0n, 3n, 1n, 2n)).toBe(2n);
    expect(() => emaBasis(0n, 1n, 0n, 2n)).toThrow(/alpha/);
    expect(() => emaBasis(0n, 1n, 3n, 2n)).toThrow(/alpha/);
  });
});

describe('premiumIndex and fundingRate', () => {
  it('measures how far the impact prices sit outside the index', () => {
    // Impact bid 10 above a 30,000 index: 10 / 30,000 = 0.000333333333|33...
    expect(text(premiumIndex(fx('30010'), fx('30020'), fx('30000')))).toBe('0.000333333333');
    // Impact ask 10 below it: the negation.
    expect(text(premiumIndex(fx('29980'), fx('29990'), fx('30000')))).toBe('-0.000333333333');
    // Index between bid and ask: no premium.
    expect(premiumIndex(fx('29990'), fx('30010'), fx('30000'))).toBe(0n);
  });

  it('is the interest rate for a small premium, clamped and capped otherwise', () => {
    // P = 0.0333 %: I - P = -0.0233 % is within +-0.05 %, so F = I = 0.01 %.
    expect(text(fundingRate(fx('0.000333333333')))).toBe('0.0001');
    expect(text(fundingRate(fx('-0.0003')))).toBe('0.0001');
    // P = 0.2 %: I - P = -0.19 % clamps to -0.05 %, F = 0.15 %.
    expect(text(fundingRate(fx('0.002')))).toBe('0.0015');
    // P = -0.1 %: I - P = 0.11 % clamps to 0.05 %, F = -0.05 %.
    expect(text(fundingRate(fx('-0.001')))).toBe('-0.0005');
    // P = +-1 %: capped at +-0.75 %.
    expect(text(fundingRate(fx('0.01')))).toBe('0.0075');
    expect(text(fundingRate(fx('-0.01')))).toBe('-0.0075');
    // No interest and a 0.1 % cap: P = 0.04 % is pulled all the way to 0;
    // P = 0.08 % only by the 0.05 % clamp; P = 0.5 % hits the cap.
    const params = { ...DEFAULT_FUNDING, interest: 0n, cap: fx('0.001') };
    expect(fundingRate(fx('0.0004'), params)).toBe(0n);
    expect(text(fundingRate(fx('0.0008'), params))).toBe('0.0003');
    expect(text(fundingRate(fx('0.005'), params))).toBe('0.001');
  });
});

describe('fundingPayment and settleFunding', () => {
  it('has longs pay shorts value * rate when the rate is positive', () => {
    // 1 BTC at a 30,000 mark, 0.01 %: 3 USDT.
    expect(text(fundingPayment(BTCUSDT, 'long', fx('1000'), fx('30000'), fx('0.0001')))).toBe('-3');
    expect(text(fundingPayment(BTCUSDT, 'short', fx('1000'), fx('30000'), fx('0.0001')))).toBe('3');
    // A negative rate reverses the direction.
    expect(text(fundingPayment(BTCUSDT, 'long', fx('1000'), fx('30000'), fx('-0.0001')))).toBe('3');
    // Inverse: 10,000 USD at 20,000 = 0.5 BTC; 0.01 % of it is 0.00005 BTC.
    expect(text(fundingPayment(BTCUSD, 'long', fx('100'), fx('20000'), fx('0.0001')))).toBe(
      '-0.00005',
    );
  });

  it('rounds payers up and receivers down and returns the difference as residual', () => {
    // 1 lot at 30,000.123456789012 is worth 30.000123456789012 USDT; 0.01 % of
    // it is 0.0030000123456789012. The long pays 0.003000012346, the short
    // receives 0.003000012345, and 1 unit is left for the insurance fund.
    const mark = fx('30000.123456789012');
    const settlement = settleFunding(
      BTCUSDT,
      [
        { side: 'long', qty: fx('1') },
        { side: 'short', qty: fx('1') },
      ],
      mark,
      fx('0.0001'),
    );
    expect(settlement.payments.map(text)).toEqual(['-0.003000012346', '0.003000012345']);
    expect(settlement.residual).toBe(1n);
  });

  it('settles nothing for no positions', () => {
    expect(settleFunding(BTCUSDT, [], fx('1'), fx('0.0001'))).toEqual({
      payments: [],
      residual: 0n,
    });
  });
});
