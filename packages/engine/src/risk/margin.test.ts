import { describe, expect, it } from 'vitest';
import { BTCUSD, BTCUSDT } from './examples.js';
import { fx, fxToString } from './fixed.js';
import {
  initialMargin,
  maintenanceMargin,
  marginRate,
  realisedPnl,
  unrealisedPnl,
} from './margin.js';

const text = (value: bigint | null) => (value === null ? null : fxToString(value));

describe('linear (BTCUSDT, 0.001 BTC a lot)', () => {
  it('computes initial margin as value / leverage, rounded up', () => {
    // 1,000 lots = 1 BTC; at 30,000 the value is 30,000 USDT; at 10x, 3,000.
    expect(text(initialMargin(BTCUSDT, fx('1000'), fx('30000'), 10))).toBe('3000');
    // 1 lot at 30,000.000000000001 is worth 30.000000000000000001 USDT; a third
    // of that is 10.000000000000000000333..., which the user must post as 10.000000000001.
    expect(text(initialMargin(BTCUSDT, fx('1'), fx('30000.000000000001'), 3))).toBe(
      '10.000000000001',
    );
  });

  it('computes maintenance margin from the tier at the mark price', () => {
    // 30,000 USDT is in tier 0: 30,000 * 0.4 % = 120.
    expect(text(maintenanceMargin(BTCUSDT, fx('1000'), fx('30000')))).toBe('120');
    // 10 BTC at 30,000 = 300,000 USDT, tier 2: 300,000 * 1 % - 1,300 = 1,700.
    expect(text(maintenanceMargin(BTCUSDT, fx('10000'), fx('30000')))).toBe('1700');
    // 250 BTC at 1,000 = 250,000 USDT, the top of tier 1: 250,000 * 0.5 % - 50 = 1,200.
    expect(text(maintenanceMargin(BTCUSDT, fx('250000'), fx('1000')))).toBe('1200');
    // The same position one unit of price higher is in tier 2 and owes the same, plus
    // 250,000 lots * 0.001 * 10^-12 * 1 % = 2.5 * 10^-12, rounded up to 3 units.
    expect(text(maintenanceMargin(BTCUSDT, fx('250000'), fx('1000.000000000001')))).toBe(
      '1200.000000000003',
    );
  });

  it('computes PnL as qty * size * (exit - entry) for a long and the negation for a short', () => {
    // 1 BTC long from 30,000 to 31,000: +1,000 USDT; the short loses as much.
    expect(text(unrealisedPnl(BTCUSDT, 'long', fx('1000'), fx('30000'), fx('31000')))).toBe('1000');
    expect(text(realisedPnl(BTCUSDT, 'short', fx('1000'), fx('30000'), fx('31000')))).toBe('-1000');
    // 1 lot, price up one unit: the exact PnL is +-0.001 * 10^-12. The long's
    // gain rounds down to 0 and the short's loss to -1 unit.
    const up = fx('30000.000000000001');
    expect(realisedPnl(BTCUSDT, 'long', fx('1'), fx('30000'), up)).toBe(0n);
    expect(realisedPnl(BTCUSDT, 'short', fx('1'), fx('30000'), up)).toBe(-1n);
  });

  it('gives the margin rate as maintenance / equity, rounded up', () => {
    // 120 / 3,000 = 4 %.
    expect(text(marginRate(BTCUSDT, fx('1000'), fx('30000'), fx('3000')))).toBe('0.04');
    expect(text(marginRate(BTCUSDT, fx('1000'), fx('30000'), fx('120')))).toBe('1');
    // 120 / 7 = 17.142857142857142857...
    expect(text(marginRate(BTCUSDT, fx('1000'), fx('30000'), fx('7')))).toBe('17.142857142858');
    expect(marginRate(BTCUSDT, fx('1000'), fx('30000'), 0n)).toBeNull();
    expect(marginRate(BTCUSDT, fx('1000'), fx('30000'), fx('-5'))).toBeNull();
  });
});

describe('inverse (BTCUSD, 100 USD a lot)', () => {
  it('computes initial margin in coin as qty * size / price / leverage', () => {
    // 100 lots = 10,000 USD; at 20,000 that is 0.5 BTC; at 10x, 0.05 BTC.
    expect(text(initialMargin(BTCUSD, fx('100'), fx('20000'), 10))).toBe('0.05');
    // 1 lot at 30,000 = 0.00333... BTC; at 1x the user posts 0.003333333334.
    expect(text(initialMargin(BTCUSD, fx('1'), fx('30000'), 1))).toBe('0.003333333334');
  });

  it('computes maintenance margin as (face * rate - cum) / mark, tier by USD face value', () => {
    // 10,000 USD, tier 0: 10,000 * 0.5 % / 20,000 = 0.0025 BTC.
    expect(text(maintenanceMargin(BTCUSD, fx('100'), fx('20000')))).toBe('0.0025');
    // At 30,000: 50 / 30,000 = 0.0016666..., rounded up.
    expect(text(maintenanceMargin(BTCUSD, fx('100'), fx('30000')))).toBe('0.001666666667');
    // 1,000,000 USD, tier 1 whatever the price: (10,000 - 2,500) / 20,000 = 0.375 BTC.
    expect(text(maintenanceMargin(BTCUSD, fx('10000'), fx('20000')))).toBe('0.375');
  });

  it('computes PnL as qty * size * (1/entry - 1/exit) for a long', () => {
    // 10,000 USD long from 20,000 to 25,000: 10,000 * (1/20,000 - 1/25,000) = 0.1 BTC.
    expect(text(unrealisedPnl(BTCUSD, 'long', fx('100'), fx('20000'), fx('25000')))).toBe('0.1');
    expect(text(unrealisedPnl(BTCUSD, 'short', fx('100'), fx('20000'), fx('25000')))).toBe('-0.1');
    // To 30,000: 10,000 * (1/20,000 - 1/30,000) = 1/6 BTC; the long is paid
    // 0.166666666666 and the short is charged 0.166666666667.
    expect(text(realisedPnl(BTCUSD, 'long', fx('100'), fx('20000'), fx('30000')))).toBe(
      '0.166666666666',
    );
    expect(text(realisedPnl(BTCUSD, 'short', fx('100'), fx('20000'), fx('30000')))).toBe(
      '-0.166666666667',
    );
  });

  it('refuses impossible inputs as programmer errors', () => {
    expect(() => initialMargin(BTCUSD, fx('1'), fx('1'), 0)).toThrow(/leverage/);
    expect(() => initialMargin(BTCUSD, fx('1'), fx('1'), 2.5)).toThrow(/leverage/);
    expect(() => maintenanceMargin(BTCUSD, 0n, fx('1'))).toThrow(/qty/);
    expect(() => unrealisedPnl(BTCUSD, 'long', fx('1'), 0n, fx('1'))).toThrow(/entryPrice/);
  });
});
