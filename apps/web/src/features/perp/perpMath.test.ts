import { decimal } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import {
  annualisedRate,
  closeLotsForShare,
  lotsForShare,
  marginFor,
  notionalOf,
  tierCap,
  withinTier,
  type ContractSpec,
} from './perpMath';
import { tiersFixture } from './test/fixtures';

const linear: ContractSpec = { kind: 'linear', contractSize: '0.001', takerFee: '0.0005' };
const inverse: ContractSpec = { kind: 'inverse', contractSize: '100', takerFee: '0.0005' };

describe('contract arithmetic', () => {
  it('works out linear margin exactly, in the quote asset', () => {
    // 5 × 0.001 × 27,000.5 / 20
    expect(marginFor(linear, 5, '27000.5', 20)).toBe('6.750125');
    // 0.1 + 0.2 style inputs stay exact: 3 × 0.001 × 0.3 / 1.
    expect(marginFor(linear, 3, '0.3', 1)).toBe('0.0009');
  });

  it('works out inverse margin in the coin, rounded up at 8 places', () => {
    // 10 × 100 / (27,001 × 10) = 0.0037035665...
    expect(marginFor(inverse, 10, '27001', 10)).toBe('0.00370357');
    // Exact quotients are not rounded up past themselves.
    expect(marginFor(inverse, 1, '100', 1)).toBe('1');
  });

  it('has no margin while a figure is missing or not positive', () => {
    expect(marginFor(linear, 5, null, 10)).toBeNull();
    expect(marginFor(linear, 5, '', 10)).toBeNull();
    expect(marginFor(linear, 5, '0', 10)).toBeNull();
    expect(marginFor(linear, 0, '27000', 10)).toBeNull();
    expect(marginFor(linear, 5, 'abc', 10)).toBeNull();
  });

  it('values a position for the tiers: USDT at a price (linear), USD face value (inverse)', () => {
    expect(notionalOf(linear, 2000, '27000')?.toString()).toBe('54000');
    expect(notionalOf(linear, 2000, null)).toBeNull();
    expect(notionalOf(inverse, 7, null)?.toString()).toBe('700');
  });

  it('caps each leverage by the largest tier that still allows it', () => {
    expect(tierCap(tiersFixture, 100)).toBe('50000');
    expect(tierCap(tiersFixture, 50)).toBe('250000');
    expect(tierCap(tiersFixture, 20)).toBe('1000000');
    expect(tierCap(tiersFixture, 1)).toBe('1000000');
    expect(tierCap(tiersFixture, 125)).toBeNull();
    expect(withinTier(tiersFixture, 100, decimal('50000'))).toBe(true);
    expect(withinTier(tiersFixture, 100, decimal('50000.01'))).toBe(false);
    expect(withinTier(tiersFixture, 125, decimal('1'))).toBe(false);
    expect(withinTier([], 125, decimal('1000000000'))).toBe(true);
  });

  it('sizes a share of the balance in whole lots, paying margin and the taker fee', () => {
    // 100 USDT × 10 / (27 × (1 + 0.0005 × 10)) = 36.85... lots.
    expect(
      lotsForShare({ percent: 100, available: '100', price: '27000', leverage: 10, spec: linear }),
    ).toBe(36);
    expect(
      lotsForShare({ percent: 50, available: '100', price: '27000', leverage: 10, spec: linear }),
    ).toBe(18);
    // 0.01 BTC × 10 × 27,000 / (100 × 1.005) = 26.86... lots.
    expect(
      lotsForShare({
        percent: 100,
        available: '0.01',
        price: '27000',
        leverage: 10,
        spec: inverse,
      }),
    ).toBe(26);
    expect(
      lotsForShare({ percent: 100, available: '100', price: null, leverage: 10, spec: linear }),
    ).toBeNull();
    expect(
      lotsForShare({ percent: 25, available: '0', price: '27000', leverage: 10, spec: linear }),
    ).toBe(0);
    // A maker rebate (negative fee) is not counted as extra buying power.
    const rebate = { ...linear, takerFee: '-0.0002' };
    expect(
      lotsForShare({ percent: 100, available: '27', price: '27000', leverage: 1, spec: rebate }),
    ).toBe(1);
  });

  it('shares out closable lots, rounding down', () => {
    expect(closeLotsForShare(25, 7)).toBe(1);
    expect(closeLotsForShare(100, 7)).toBe(7);
    expect(closeLotsForShare(50, 0)).toBe(0);
  });

  it('annualises a funding rate by its interval', () => {
    expect(annualisedRate('0.0001', 8)).toBe('0.1095');
    expect(annualisedRate('-0.0002', 8)).toBe('-0.219');
    expect(annualisedRate('0.0001', 1)).toBe('0.876');
    // 8760 / 5 is not whole: the division names its rounding.
    expect(annualisedRate('0.0001', 5)).toBe('0.1752');
    expect(annualisedRate(null, 8)).toBeNull();
    expect(annualisedRate('0.0001', 0)).toBeNull();
  });
});
