/**
 * Cross margin against the isolated rules it generalises, and its
 * liquidation price against the exact account rule, on random accounts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionArb, priceArb } from './arbitraries.test-support.js';
import { defineContract } from './contract.js';
import {
  crossEffectiveMargin,
  crossEquityExact,
  crossLiquidationPrice,
  crossMarginRate,
  crossMaintenanceExact,
  isCrossLiquidatable,
  type CrossAccount,
  type CrossPosition,
} from './cross.js';
import { fx, ONE } from './fixed.js';
import { isLiquidatable, liquidationPrice } from './liquidation.js';

const linear = defineContract({
  kind: 'linear',
  contractSize: fx('0.001'),
  tiers: [
    { maxNotional: fx('50000'), maintenanceRate: fx('0.004'), maxLeverage: 125 },
    { maxNotional: fx('250000'), maintenanceRate: fx('0.005'), maxLeverage: 100 },
  ],
  takerFee: fx('0.0005'),
  makerFee: fx('0.0002'),
});

describe('cross margin by example', () => {
  it('sums PnL and maintenance over positions, each at its own mark', () => {
    const long: CrossPosition = {
      spec: linear,
      side: 'long',
      qty: fx('1000'),
      entryPrice: fx('30000'),
      markPrice: fx('29000'),
    };
    const short: CrossPosition = {
      ...long,
      side: 'short',
      qty: fx('500'),
      entryPrice: fx('31000'),
    };
    const account: CrossAccount = { balance: fx('1000'), positions: [long, short] };
    // Long: 1 BTC loses 1,000; short: 0.5 BTC gains 1,000. Equity 1,000.
    const equity = crossEquityExact(account);
    expect(equity.num % equity.den).toBe(0n);
    expect(equity.num / equity.den).toBe(fx('1000'));
    // Maintenance: 29,000 * 0.004 + 14,500 * 0.004 = 116 + 58.
    const mm = crossMaintenanceExact(account);
    expect([mm.num % mm.den, mm.num / mm.den]).toEqual([0n, fx('174')]);
    expect(isCrossLiquidatable(account)).toBe(false);
    expect(crossMarginRate(account)).toBe(fx('0.174'));
    // The long alone, with the short's gain beyond its maintenance behind it:
    // margin 1,000 + (1,000 - 58) = 1,942.
    expect(crossEffectiveMargin(account, 0)).toBe(fx('1942'));
    const price = crossLiquidationPrice(account, 0);
    expect(price).toBe(liquidationPrice(linear, 'long', fx('1000'), fx('30000'), fx('1942')));
    expect(
      isCrossLiquidatable({ ...account, positions: [{ ...long, markPrice: price! - 1n }, short] }),
    ).toBe(true);
  });

  it('a loss that empties the account liquidates it; nothing open never does', () => {
    expect(isCrossLiquidatable({ balance: fx('-5'), positions: [] })).toBe(false);
    const p: CrossPosition = {
      spec: linear,
      side: 'long',
      qty: fx('1000'),
      entryPrice: fx('30000'),
      markPrice: fx('28000'),
    };
    const account = { balance: fx('1500'), positions: [p] };
    expect(isCrossLiquidatable(account)).toBe(true);
    expect(crossMarginRate(account)).toBeNull();
    expect(crossLiquidationPrice(account, 0)).toBe(fx('28000'));
  });
});

/** Up to three positions of random contracts with marks near their entries, and a balance. */
const crossArb = fc
  .record({
    positions: fc.array(
      fc.record({ p: positionArb, moveBp: fc.integer({ min: -1500, max: 1500 }) }),
      { minLength: 1, maxLength: 3 },
    ),
    balanceShare: fc.bigInt({ min: 0n, max: 3n * ONE }),
  })
  .map(({ positions, balanceShare }) => {
    const cross: CrossPosition[] = positions.map(({ p, moveBp }) => ({
      spec: p.spec,
      side: p.side,
      qty: p.qty,
      entryPrice: p.entry,
      markPrice: (p.entry * BigInt(10_000 + moveBp)) / 10_000n || 1n,
    }));
    // A balance around the sum of the positions' opening margins (in mixed currencies it
    // is only a number; the rules do not care which coin).
    const margins = positions.reduce((sum, { p }) => sum + p.margin, 0n);
    return { balance: (margins * balanceShare) / ONE, positions: cross };
  });

describe('cross margin (properties)', () => {
  it('one cross position with balance B is an isolated position with margin B', () => {
    fc.assert(
      fc.property(positionArb, priceArb, ({ spec, side, qty, entry, margin }, mark) => {
        const account = {
          balance: margin,
          positions: [{ spec, side, qty, entryPrice: entry, markPrice: mark }],
        };
        expect(isCrossLiquidatable(account)).toBe(
          isLiquidatable(spec, side, qty, entry, margin, mark),
        );
        expect(crossEffectiveMargin(account, 0)).toBe(margin);
        if (!isCrossLiquidatable(account))
          expect(crossLiquidationPrice(account, 0)).toBe(
            liquidationPrice(spec, side, qty, entry, margin),
          );
      }),
      { numRuns: 500 },
    );
  });

  it('a position is liquidated at its cross price, never later, and one unit on the safe side is not', () => {
    fc.assert(
      fc.property(crossArb, fc.nat(), (account, pick) => {
        if (isCrossLiquidatable(account)) return;
        const index = pick % account.positions.length;
        const position = account.positions[index]!;
        const price = crossLiquidationPrice(account, index);
        const at = (mark: bigint) =>
          isCrossLiquidatable({
            ...account,
            positions: account.positions.map((p, i) =>
              i === index ? { ...p, markPrice: mark } : p,
            ),
          });
        const away = position.side === 'long' ? 1n : -1n;
        if (price === null) {
          // Never: even far into the loss the account holds.
          expect(at(position.side === 'long' ? 1n : position.entryPrice * 1_000_000n)).toBe(false);
          return;
        }
        // The effective margin is floored, so the exact price lies between this one and
        // the price with one more unit of margin: one unit to the safe side of this one
        // is safe (at most that rounding early) ...
        if (price + away > 0n) expect(at(price + away)).toBe(false);
        // ... and one unit into the loss from the other is liquidated (never later).
        const later = crossLiquidationPrice({ ...account, balance: account.balance + 1n }, index);
        if (later !== null && later - away > 0n) expect(at(later - away)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('the margin rate reaches 100 % no later than the account is liquidatable', () => {
    fc.assert(
      fc.property(crossArb, (account) => {
        const rate = crossMarginRate(account);
        if (isCrossLiquidatable(account)) expect(rate === null || rate >= ONE).toBe(true);
        else expect(rate).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
