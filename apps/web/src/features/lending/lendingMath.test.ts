import { describe, expect, it } from 'vitest';
import {
  aboveInitial,
  aprOfDaily,
  aprOfHourly,
  borrowableMax,
  healthOf,
  isAboveZero,
  liquidationPrice,
  maxOf,
  pledgeRatio,
  redeemable,
  termInterest,
} from './lendingMath';
import { holding, pair } from './test/fixtures';

describe('lending arithmetic', () => {
  it('annualises rates without compounding', () => {
    expect(aprOfHourly('0.0001')).toBe('0.876');
    expect(aprOfHourly('0.002')).toBe('17.52');
    expect(aprOfDaily('0.0017')).toBe('0.6205');
    expect(aprOfDaily(null)).toBeNull();
    expect(aprOfHourly('abc')).toBeNull();
  });

  it('borrows at most collateral × price × initial ratio / loan price, rounded down', () => {
    expect(borrowableMax('1', pair())).toBe('30000');
    expect(borrowableMax('0.33333333', pair())).toBe('9999.99');
    // 30,000 / 1.0002 = 29,994.0011…: never rounded up to what the server refuses.
    expect(borrowableMax('1', pair({ loanPrice: '1.0002' }))).toBe('29994');
    expect(borrowableMax('0', pair())).toBe('0');
    expect(borrowableMax('1', pair({ collateralPrice: null }))).toBeNull();
    expect(borrowableMax('1', pair({ loanPrice: '0' }))).toBeNull();
    expect(borrowableMax('x', pair())).toBeNull();
  });

  it('gives the pledge ratio at the index, rounded up', () => {
    expect(pledgeRatio('15000', '0.5', pair())).toBe('0.5');
    expect(pledgeRatio('10000', '0.5', pair())).toBe('0.333334');
    expect(pledgeRatio('1', '0', pair())).toBeNull();
    expect(pledgeRatio('1', '1', pair({ loanPrice: null }))).toBeNull();
  });

  it('gives the collateral price that reaches the liquidation level, rounded up', () => {
    expect(liquidationPrice('30000', '1', pair())).toBe('35294.117647058824');
    expect(liquidationPrice('10000', '0.5', pair({ loanPrice: '1.0002' }))).toBe(
      '23534.117647058824',
    );
    expect(liquidationPrice('0', '1', pair())).toBeNull();
    expect(liquidationPrice('1', '0', pair())).toBeNull();
    expect(liquidationPrice('1', '1', pair({ loanPrice: null }))).toBeNull();
  });

  it('places a ratio against the margin-call and liquidation levels', () => {
    expect(healthOf('0.599999', pair())).toBe('healthy');
    expect(healthOf('0.6', pair())).toBe('call');
    expect(healthOf('0.85', pair())).toBe('liquidate');
    expect(healthOf(null, pair())).toBeNull();
    expect(aboveInitial('0.500001', '0.5')).toBe(true);
    expect(aboveInitial('0.5', '0.5')).toBe(false);
    expect(aboveInitial(null, '0.5')).toBe(false);
  });

  it('estimates a whole term’s interest, rounded up to the coin', () => {
    expect(termInterest('1000', '0.0001', 7, 2)).toBe('16.8');
    // 100.01 × 0.0000123 × 24 = 0.029522952.
    expect(termInterest('100.01', '0.0000123', 1, 2)).toBe('0.03');
    expect(termInterest('0', '0.0001', 7, 2)).toBeNull();
  });

  it('redeems what earns and waits, not what is queued already', () => {
    expect(redeemable(holding())).toBe('1200.5');
    expect(redeemable(null)).toBe('0');
  });

  it('fills "Max" rounded down to the coin, never below zero', () => {
    expect(maxOf('1.23456789', 2)).toBe('1.23');
    expect(maxOf('5', undefined)).toBe('5');
    expect(maxOf('-1', 2)).toBe('0');
    expect(maxOf(null, 2)).toBe('0');
    expect(isAboveZero('0.000001')).toBe(true);
    expect(isAboveZero('0')).toBe(false);
    expect(isAboveZero(null)).toBe(false);
  });
});
