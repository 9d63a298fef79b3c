import { describe, expect, it } from 'vitest';
import { BTCUSD, BTCUSDT } from './examples.js';
import { fx, fxToString } from './fixed.js';
import { bankruptcyPrice, isLiquidatable, liquidationPrice } from './liquidation.js';

const text = (value: bigint | null) => (value === null ? null : fxToString(value));

describe('linear liquidation price', () => {
  it('solves equity = maintenance for a 10x position of 1 BTC', () => {
    // Long, Q = 1, E = 30,000, M = 3,000, tier 0 (r = 0.4 %, cum 0):
    //   P = (Q*E - M - cum) / (Q*(1 - r)) = 27,000 / 0.996 = 27,108.433734939759036...
    // rounded up to 27,108.43373493976.
    expect(text(liquidationPrice(BTCUSDT, 'long', fx('1000'), fx('30000'), fx('3000')))).toBe(
      '27108.43373493976',
    );
    // Short: P = (Q*E + M + cum) / (Q*(1 + r)) = 33,000 / 1.004 = 32,868.5258964143426...
    // rounded down.
    expect(text(liquidationPrice(BTCUSDT, 'short', fx('1000'), fx('30000'), fx('3000')))).toBe(
      '32868.525896414342',
    );
  });

  it('picks the tier the liquidation price itself falls in', () => {
    // Long 10 BTC at 30,000 with 15,000 margin (20x). Candidates per tier line:
    //   tier 0: (300,000 - 15,000 - 0)      / (10 * 0.996) = 28,614.46
    //   tier 1: (300,000 - 15,000 - 50)     / (10 * 0.995) = 28,638.19
    //   tier 2: (300,000 - 15,000 - 1,300)  / (10 * 0.99)  = 28,656.5656...
    //   tier 3: (300,000 - 15,000 - 16,300) / (10 * 0.975) = 27,558.97
    // The largest, tier 2, is the consistent one: 286,565 USDT lies in (250,000, 1,000,000].
    expect(text(liquidationPrice(BTCUSDT, 'long', fx('10000'), fx('30000'), fx('15000')))).toBe(
      '28656.565656565657',
    );
  });

  it('moves down a tier when the price falls through a boundary', () => {
    // Long 1.8 BTC at 30,000 = 54,000 USDT (tier 1), 10x margin 5,400. Using
    // the entry's tier would give (48,600 - 50) / (1.8 * 0.995) = 27,107.76,
    // but at that price the value is 48,794 USDT, tier 0, whose line gives
    //   48,600 / (1.8 * 0.996) = 27,108.4337..., liquidating a little earlier.
    expect(text(liquidationPrice(BTCUSDT, 'long', fx('1800'), fx('30000'), fx('5400')))).toBe(
      '27108.43373493976',
    );
  });

  it('has no liquidation price for a long whose margin covers its whole value', () => {
    expect(liquidationPrice(BTCUSDT, 'long', fx('1000'), fx('30000'), fx('30000'))).toBeNull();
    expect(bankruptcyPrice(BTCUSDT, 'long', fx('1000'), fx('30000'), fx('30000'))).toBeNull();
    // A 1x short still has one, and it rises into tier 1 on the way: tier 0's line
    // gives 60,000 / 1.004 = 59,760.96, a value above 50,000, so tier 1 applies:
    //   P = (30,000 + 30,000 + 50) / 1.005 = 59,751.2437810945273..., rounded down.
    expect(text(liquidationPrice(BTCUSDT, 'short', fx('1000'), fx('30000'), fx('30000')))).toBe(
      '59751.243781094527',
    );
  });

  it('puts the bankruptcy price where equity is zero', () => {
    // Long: E - M/Q = 30,000 - 3,000 = 27,000. Short: 33,000.
    expect(text(bankruptcyPrice(BTCUSDT, 'long', fx('1000'), fx('30000'), fx('3000')))).toBe(
      '27000',
    );
    expect(text(bankruptcyPrice(BTCUSDT, 'short', fx('1000'), fx('30000'), fx('3000')))).toBe(
      '33000',
    );
  });
});

describe('inverse liquidation price', () => {
  it('solves the inverse formula exactly', () => {
    // Long 10,000 USD at 20,000 with 0.05 BTC (10x), tier 0 (r = 0.5 %):
    //   P = (N*(1 + r) - cum) / (M + N/E) = 10,050 / (0.05 + 0.5) = 18,272.7272...
    // Check: equity 0.05 + 10,000*(1/20,000 - 1/P) = 0.0027363... = 50 / P. Rounded up.
    expect(text(liquidationPrice(BTCUSD, 'long', fx('100'), fx('20000'), fx('0.05')))).toBe(
      '18272.727272727273',
    );
    // Short: P = (N*(1 - r) + cum) / (N/E - M) = 9,950 / 0.45 = 22,111.111..., rounded down.
    expect(text(liquidationPrice(BTCUSD, 'short', fx('100'), fx('20000'), fx('0.05')))).toBe(
      '22111.111111111111',
    );
  });

  it('uses the tier of the USD face value, with its cum', () => {
    // 1,000,000 USD at 20,000 with 2.5 BTC (20x), tier 1 (r = 1 %, cum 2,500):
    //   P = (1,000,000 * 1.01 - 2,500) / (2.5 + 50) = 1,007,500 / 52.5 = 19,190.476190476190...
    expect(text(liquidationPrice(BTCUSD, 'long', fx('10000'), fx('20000'), fx('2.5')))).toBe(
      '19190.476190476191',
    );
  });

  it('liquidates a 1x long near half the entry and never a 1x short', () => {
    // M = N/E = 0.5: P = 10,050 / 1 = 10,050. The short is a synthetic dollar.
    expect(text(liquidationPrice(BTCUSD, 'long', fx('100'), fx('20000'), fx('0.5')))).toBe('10050');
    expect(liquidationPrice(BTCUSD, 'short', fx('100'), fx('20000'), fx('0.5'))).toBeNull();
    expect(bankruptcyPrice(BTCUSD, 'short', fx('100'), fx('20000'), fx('0.5'))).toBeNull();
    // Bankruptcy of the 1x long: N / (M + N/E) = 10,000 / 1 = 10,000.
    expect(text(bankruptcyPrice(BTCUSD, 'long', fx('100'), fx('20000'), fx('0.5')))).toBe('10000');
  });
});

describe('isLiquidatable', () => {
  it('agrees with the liquidation price on either side of it', () => {
    const args = [BTCUSDT, 'long', fx('1000'), fx('30000'), fx('3000')] as const;
    // The exact root 27,108.4337349397590361... lies between these two prices.
    expect(isLiquidatable(...args, fx('27108.433734939759'))).toBe(true);
    expect(isLiquidatable(...args, fx('27108.43373493976'))).toBe(false);
    // When the root is exact, equity equals maintenance there, which liquidates.
    // M = 3,108: P = (30,000 - 3,108) / 0.996 = 27,000 exactly.
    const exact = [BTCUSDT, 'long', fx('1000'), fx('30000'), fx('3108')] as const;
    expect(text(liquidationPrice(...exact))).toBe('27000');
    expect(isLiquidatable(...exact, fx('27000'))).toBe(true);
    expect(isLiquidatable(...exact, fx('27000.000000000001'))).toBe(false);
  });
});
