import { risk } from '@exchange/engine';
import { describe, expect, it } from 'vitest';
import {
  averageEntry,
  cashOf,
  fxOf,
  fxText,
  openingEstimate,
  roePercent,
  shapeOf,
  specOf,
  toTick,
} from './perpRisk';
import { contract, position } from './test/fixtures';

const linear = contract('BTCUSDT');
const inverse = contract('BTCUSD');

describe('the contract as the engine sees it', () => {
  it('builds the spec the server builds from the same configuration', () => {
    const spec = specOf(linear);
    expect(spec?.kind).toBe('linear');
    expect(spec?.contractSize).toBe(risk.fx('0.001'));
    expect(spec?.tiers.map((tier) => tier.maintenanceRate)).toEqual([
      risk.fx('0.004'),
      risk.fx('0.005'),
      risk.fx('0.01'),
    ]);
    expect(specOf(inverse)?.kind).toBe('inverse');
  });

  it('gives no spec for a configuration the engine refuses', () => {
    // 0.02 × 100 ≥ 1: a position at the cap would open liquidatable.
    const bad = contract('XUSDT', {
      maintenanceTiers: [{ maxNotional: '1000', maintenanceRate: '0.02', maxLeverage: 100 }],
    });
    expect(specOf(bad)).toBeNull();
    expect(specOf(contract('YUSDT', { contractSize: 'abc' }))).toBeNull();
  });
});

describe('figures rounded as the server rounds them', () => {
  it('rounds margin to the margin asset decimals', () => {
    expect(fxText(cashOf(risk.fx('0.003703703703'), 8, 'ceil'))).toBe('0.00370371');
    expect(fxText(cashOf(risk.fx('6.750125'), 2, 'ceil'))).toBe('6.76');
    expect(fxText(cashOf(risk.fx('6.750125'), 2, 'floor'))).toBe('6.75');
  });

  it('averages entries by lots (linear) and harmonically (inverse)', () => {
    const [a, b] = [risk.fx('26500'), risk.fx('27500')];
    expect(fxText(averageEntry('linear', 10, a, 10, b))).toBe('27000');
    // 20 / (10/26500 + 10/27500) = 26990.7407407407...
    expect(fxText(averageEntry('inverse', 10, a, 10, b))).toBe('26990.740740740741');
    expect(averageEntry('linear', 0, a, 5, b)).toBe(b);
  });

  it('rounds to the tick and refuses a price that rounds to nothing', () => {
    const tick = risk.fx('0.1');
    expect(fxText(toTick(risk.fx('23945.7831'), tick, 'ceil') ?? 0n)).toBe('23945.8');
    expect(fxText(toTick(risk.fx('23945.7831'), tick, 'floor') ?? 0n)).toBe('23945.7');
    expect(toTick(risk.fx('0.05'), tick, 'floor')).toBeNull();
  });

  it('reads text as fixed point, or null', () => {
    expect(fxOf('1.')).toBe(risk.ONE);
    expect(fxOf(' 2.5 ')).toBe(risk.fx('2.5'));
    expect(fxOf('1.0000000000001')).toBeNull();
    expect(fxOf('')).toBeNull();
    expect(fxOf(null)).toBeNull();
  });
});

describe('opening estimate', () => {
  const base = { marginDecimals: 8, leverage: 10, lots: 10 };

  it('estimates a linear long: margin and liquidation price on the tick, rounded up', () => {
    const estimate = openingEstimate({ ...base, config: linear, side: 'long', price: '26500' });
    // 10 × 0.001 × 26,500 / 10
    expect(fxText(estimate?.margin ?? -1n)).toBe('26.5');
    // (0.01 × 26,500 − 26.5) / (0.01 × (1 − 0.004)) = 23,945.783...
    expect(fxText(estimate?.liquidation ?? -1n)).toBe('23945.8');
    expect(estimate?.withHeld).toBe(false);
  });

  it('estimates an inverse short: coin margin rounded up, liquidation rounded down', () => {
    const estimate = openingEstimate({ ...base, config: inverse, side: 'short', price: '27000' });
    // 10 × 100 / (27,000 × 10) = 0.0037037037... up to 8 places
    expect(fxText(estimate?.margin ?? -1n)).toBe('0.00370371');
    // 1000 × 0.996 / (1000/27000 − 0.00370371) = 29,880.005...
    expect(fxText(estimate?.liquidation ?? -1n)).toBe('29880');
  });

  it('adds to the held position of the same side and leverage', () => {
    const held = position({ entryPrice: '26500', margin: '26.5', lots: 10, leverage: 10 });
    const estimate = openingEstimate({
      ...base,
      config: linear,
      side: 'long',
      price: '27500',
      position: held,
    });
    expect(estimate?.withHeld).toBe(true);
    expect(estimate?.shape).toEqual({
      side: 'long',
      lots: 20,
      entry: risk.fx('27000'),
      margin: risk.fx('54'),
    });
    // (0.02 × 27,000 − 54) / (0.02 × 0.996) = 24,397.590...
    expect(fxText(estimate?.liquidation ?? -1n)).toBe('24397.6');
  });

  it('gives nothing while a figure is missing or the server would refuse the add', () => {
    const ok = { ...base, config: linear, side: 'long' as const, price: '26500' };
    expect(openingEstimate({ ...ok, price: null })).toBeNull();
    expect(openingEstimate({ ...ok, price: '' })).toBeNull();
    expect(openingEstimate({ ...ok, price: '0' })).toBeNull();
    expect(openingEstimate({ ...ok, lots: null })).toBeNull();
    expect(openingEstimate({ ...ok, lots: 0 })).toBeNull();
    expect(openingEstimate({ ...ok, position: position({ direction: 'short' }) })).toBeNull();
    expect(openingEstimate({ ...ok, position: position({ leverage: 20 }) })).toBeNull();
  });

  it('counts the free balance the order leaves in a cross liquidation price', () => {
    const long = { ...base, config: linear, side: 'long' as const, price: '26500' };
    const estimate = openingEstimate({ ...long, crossAvailable: '200' });
    // The order freezes its margin, 26.5, and its taker fee, 265 × 0.0005 = 0.1325.
    expect(fxText(estimate?.crossFree ?? -1n)).toBe('173.3675');
    expect(fxText(estimate?.margin ?? -1n)).toBe('26.5');
    // The position holds its own margin only: ROE presets work from it.
    expect(estimate?.shape.margin).toBe(risk.fx('26.5'));
    // (265 − 26.5 − 173.3675) / (0.01 × 0.996) = 6,539.407..., up to the tick.
    expect(fxText(estimate?.liquidation ?? -1n)).toBe('6539.5');
    // Isolated, the same order is liquidated far sooner.
    expect(fxText(openingEstimate(long)?.liquidation ?? -1n)).toBe('23945.8');
    expect(openingEstimate(long)?.crossFree).toBeNull();
  });

  it('counts no free balance when the order takes it all or it is unreadable', () => {
    const long = { ...base, config: linear, side: 'long' as const, price: '26500' };
    for (const available of ['20', 'abc']) {
      const estimate = openingEstimate({ ...long, crossAvailable: available });
      expect(estimate?.crossFree).toBe(0n);
      expect(fxText(estimate?.liquidation ?? -1n)).toBe('23945.8');
    }
  });

  it('says when a position cannot be liquidated (a 1x inverse short)', () => {
    const estimate = openingEstimate({
      ...base,
      leverage: 1,
      config: inverse,
      side: 'short',
      price: '27000',
    });
    expect(estimate?.margin).toBeGreaterThan(0n);
    expect(estimate?.liquidation).toBeNull();
  });
});

describe('ROE', () => {
  it('is PnL over margin in percent, half-up to two places', () => {
    expect(roePercent('5', '26.5')).toBe('18.87');
    expect(roePercent('-1', '3')).toBe('-33.33');
    expect(roePercent('1', '8')).toBe('12.5');
    expect(roePercent('0.005', '1000')).toBe('0');
  });

  it('is unknown without PnL or margin', () => {
    expect(roePercent(null, '26.5')).toBeNull();
    expect(roePercent('5', '0')).toBeNull();
    expect(roePercent('5', 'x')).toBeNull();
  });

  it('reads an open position as a shape', () => {
    expect(shapeOf(position())).toEqual({
      side: 'long',
      lots: 10,
      entry: risk.fx('26500'),
      margin: risk.fx('26.5'),
    });
    expect(shapeOf(position({ lots: 0 }))).toBeNull();
  });
});
