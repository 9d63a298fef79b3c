import { describe, expect, it } from 'vitest';
import {
  defineContract,
  positionValue,
  tierFor,
  tiersOf,
  tradingFee,
  type ContractSpec,
  type Tier,
} from './contract.js';
import { BTCUSD, BTCUSDT } from './examples.js';
import { fx, fxToString, ONE } from './fixed.js';

const text = (value: bigint) => fxToString(value);

describe('tiers', () => {
  it('derives each maintenance amount (cum) from the tiers below it', () => {
    expect(tiersOf(BTCUSDT).map((t) => text(t.cum))).toEqual(['0', '50', '1300', '16300']);
    expect(tiersOf(BTCUSD).map((t) => text(t.cum))).toEqual(['0', '2500', '32500']);
  });

  it('puts a notional in the first tier whose bound it does not exceed', () => {
    expect(tierFor(BTCUSDT, fx('0')).index).toBe(0);
    expect(tierFor(BTCUSDT, fx('50000')).index).toBe(0); // the bound is inclusive
    expect(tierFor(BTCUSDT, fx('50000.000000000001')).index).toBe(1);
    expect(tierFor(BTCUSDT, fx('1000000')).index).toBe(2);
    // Past the last bound a position stays in the last tier.
    expect(tierFor(BTCUSDT, fx('9000000')).index).toBe(3);
  });

  it('makes maintenance continuous where tiers meet', () => {
    // At 250,000 USDT: tier 1 gives 250,000 * 0.5 % - 50 = 1,200;
    // tier 2's line gives 250,000 * 1 % - 1,300 = 1,200 too.
    const [, one, two] = tiersOf(BTCUSDT);
    const at = fx('250000');
    const line = (t: Tier | undefined) => (at * t!.maintenanceRate) / ONE - t!.cum;
    expect(text(line(one))).toBe('1200');
    expect(line(two)).toBe(line(one));
  });
});

describe('defineContract', () => {
  const base: ContractSpec = {
    kind: 'linear',
    contractSize: fx('0.001'),
    tiers: [{ maxNotional: fx('1000'), maintenanceRate: fx('0.01'), maxLeverage: 50 }],
    takerFee: fx('0.0005'),
    makerFee: fx('0.0002'),
  };
  const withTiers = (tiers: ContractSpec['tiers']): ContractSpec => ({ ...base, tiers });

  it('accepts a sound definition and freezes it', () => {
    const spec = defineContract(base);
    expect(Object.isFrozen(spec)).toBe(true);
    expect(Object.isFrozen(spec.tiers)).toBe(true);
  });

  it('refuses definitions the maths cannot stand on', () => {
    const t = (maxNotional: string, rate: string, maxLeverage: number) => ({
      maxNotional: fx(maxNotional),
      maintenanceRate: fx(rate),
      maxLeverage,
    });
    const bad: [string, ContractSpec][] = [
      ['contractSize', { ...base, contractSize: 0n }],
      ['fee', { ...base, takerFee: fx('1') }],
      ['at least one', withTiers([])],
      ['increase', withTiers([t('1000', '0.01', 50), t('1000', '0.02', 25)])],
      ['not decrease', withTiers([t('1000', '0.02', 25), t('2000', '0.01', 25)])],
      ['not increase', withTiers([t('1000', '0.01', 25), t('2000', '0.01', 50)])],
      ['below 1', withTiers([t('1000', '0.02', 50)])], // 2 % * 50 = 100 %
      ['integer', withTiers([t('1000', '0.01', 2.5)])],
      ['whole Fixed unit', withTiers([t('0.000001', '0.01', 50), t('1', '0.0100001', 50)])],
    ];
    for (const [message, spec] of bad) {
      expect(() => defineContract(spec), message).toThrow(message);
    }
  });
});

describe('positionValue and tradingFee', () => {
  it('values a linear position in USDT and an inverse one in coin', () => {
    // 1,500 lots * 0.001 BTC * 30,000 USDT = 45,000 USDT.
    expect(text(positionValue(BTCUSDT, fx('1500'), fx('30000')))).toBe('45000');
    // 100 lots * 100 USD / 20,000 USD per BTC = 0.5 BTC.
    expect(text(positionValue(BTCUSD, fx('100'), fx('20000')))).toBe('0.5');
    // 1 lot * 100 USD / 30,000 = 0.00333...: half-even by default, or as asked.
    expect(text(positionValue(BTCUSD, fx('1'), fx('30000')))).toBe('0.003333333333');
    expect(text(positionValue(BTCUSD, fx('1'), fx('30000'), 'ceil'))).toBe('0.003333333334');
  });

  it('charges fees rounded up and pays rebates rounded toward zero', () => {
    // Taker: 45,000 USDT * 0.05 % = 22.5 USDT.
    expect(text(tradingFee(BTCUSDT, fx('1500'), fx('30000'), 'taker'))).toBe('22.5');
    // 0.00333... BTC * 0.05 % = 0.0000016666...: the user pays 0.000001666667.
    expect(text(tradingFee(BTCUSD, fx('1'), fx('30000'), 'taker'))).toBe('0.000001666667');
    // Rebate -0.01 % of 0.00333... = -0.000000333333...: the user receives 0.000000333333.
    expect(text(tradingFee(BTCUSD, fx('1'), fx('30000'), 'maker'))).toBe('-0.000000333333');
  });
});
