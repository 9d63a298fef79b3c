/**
 * Property tests over random contracts and positions. Every check compares
 * exact ratios (no rounding), so a failure is a real error in the maths or
 * in a rounding direction, never noise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tierNotional, tiersOf, type ContractSpec, type PositionSide } from './contract.js';
import { ONE, ratio, type Fixed } from './fixed.js';
import {
  BP,
  contractArb,
  maxLeverageAt,
  nearBoundaryArb,
  positionArb,
  priceArb,
  qtyArb,
} from './arbitraries.test-support.js';
import { fundingPayment, markPrice, settleFunding } from './funding.js';
import { bankruptcyPrice, isLiquidatable, liquidationPrice } from './liquidation.js';
import { initialMargin, maintenanceExact, pnlExact, realisedPnl } from './margin.js';

/** Sign of (equity - maintenance margin) at `price`, exactly. */
function excessSign(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entry: Fixed,
  margin: Fixed,
  price: Fixed,
): number {
  const pnl = pnlExact(spec, side, qty, entry, price);
  const mm = maintenanceExact(spec, qty, price);
  const num = (margin * pnl.den + pnl.num) * mm.den - mm.num * pnl.den;
  return num < 0n ? -1 : num > 0n ? 1 : 0;
}

/** Sign of equity at `price`, exactly. */
function equitySign(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entry: Fixed,
  margin: Fixed,
  price: Fixed,
): number {
  const pnl = pnlExact(spec, side, qty, entry, price);
  const num = margin * pnl.den + pnl.num;
  return num < 0n ? -1 : num > 0n ? 1 : 0;
}

describe('liquidation price', () => {
  it.each([
    ['random positions', positionArb],
    ['positions near a tier boundary', nearBoundaryArb],
  ])('sits within one unit before the exact boundary (%s)', (_name, positions) => {
    fc.assert(
      fc.property(positions, ({ spec, side, qty, entry, margin }) => {
        const price = liquidationPrice(spec, side, qty, entry, margin);
        const at = (p: Fixed) => excessSign(spec, side, qty, entry, margin, p);
        const liquidatable = (p: Fixed) => isLiquidatable(spec, side, qty, entry, margin, p);
        if (price === null) {
          // Never liquidatable: check the far end of the losing direction.
          const far = side === 'long' ? 1n : entry * 1_000_000n;
          expect(at(far)).toBe(1);
          return;
        }
        // `away` is one unit in the direction that makes the position safer.
        const away = side === 'long' ? 1n : -1n;
        // At the price the equity is at or above maintenance (it is rounded
        // toward liquidating earlier; equal only when the root is exact) ...
        expect(at(price)).toBeGreaterThanOrEqual(0);
        expect(liquidatable(price)).toBe(at(price) === 0);
        // ... one unit further into the loss it is below: never later ...
        if (price - away > 0n) {
          expect(at(price - away)).toBe(-1);
          expect(liquidatable(price - away)).toBe(true);
        }
        // ... and one unit on the safe side it is above: at most one unit early.
        if (price + away > 0n) {
          expect(at(price + away)).toBe(1);
          expect(liquidatable(price + away)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['random positions', positionArb],
    ['positions near a tier boundary', nearBoundaryArb],
  ])('lies below the entry for a long and above it for a short (%s)', (_name, positions) => {
    fc.assert(
      fc.property(positions, ({ spec, side, qty, entry, margin }) => {
        // An opened position is never liquidatable at its own entry price.
        expect(isLiquidatable(spec, side, qty, entry, margin, entry)).toBe(false);
        const price = liquidationPrice(spec, side, qty, entry, margin);
        if (price === null) return;
        if (side === 'long') expect(price).toBeLessThan(entry);
        else expect(price).toBeGreaterThan(entry);
      }),
      { numRuns: 500 },
    );
  });

  it('moves closer to the entry as leverage rises', () => {
    const arb = fc.tuple(positionArb, fc.integer({ min: 1, max: 125 }));
    fc.assert(
      fc.property(arb, ([{ spec, side, qty, entry, leverage }, other]) => {
        const low = Math.min(leverage, other, maxLeverageAt(spec, qty, entry));
        const high = Math.min(Math.max(leverage, other), maxLeverageAt(spec, qty, entry));
        const liq = (lev: number) =>
          liquidationPrice(spec, side, qty, entry, initialMargin(spec, qty, entry, lev));
        if (side === 'long') {
          expect(liq(low) ?? 0n).toBeLessThanOrEqual(liq(high) ?? 0n);
        } else {
          const lowPrice = liq(low);
          const highPrice = liq(high);
          if (highPrice === null) expect(lowPrice).toBeNull();
          else if (lowPrice !== null) expect(lowPrice).toBeGreaterThanOrEqual(highPrice);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('bankruptcy price', () => {
  it('is where equity crosses zero, and is reached after the liquidation price', () => {
    fc.assert(
      fc.property(positionArb, ({ spec, side, qty, entry, margin }) => {
        const price = bankruptcyPrice(spec, side, qty, entry, margin);
        const liquidation = liquidationPrice(spec, side, qty, entry, margin);
        if (price === null) return;
        const at = (p: Fixed) => equitySign(spec, side, qty, entry, margin, p);
        const away = side === 'long' ? 1n : -1n;
        expect(at(price)).toBeGreaterThanOrEqual(0);
        if (price - away > 0n) expect(at(price - away)).toBe(-1);
        if (price + away > 0n) expect(at(price + away)).toBe(1);
        // Maintenance margin is never negative, so liquidation comes first.
        expect(liquidation).not.toBeNull();
        if (side === 'long') expect(price).toBeLessThanOrEqual(liquidation ?? 0n);
        else expect(price).toBeGreaterThanOrEqual(liquidation ?? 0n);
      }),
      { numRuns: 500 },
    );
  });
});

describe('maintenance margin', () => {
  it('equals the largest of its tier lines, so it is continuous across tiers', () => {
    fc.assert(
      fc.property(contractArb, qtyArb, priceArb, (spec, qty, price) => {
        const notional = tierNotional(spec, qty, price);
        const lines = tiersOf(spec).map((t) =>
          ratio(notional.num * t.maintenanceRate - t.cum * ONE * notional.den, notional.den * ONE),
        );
        const largest = lines.reduce((a, b) => (a.num * b.den >= b.num * a.den ? a : b));
        // In USD for inverse: convert the maintenance (coin) back at the price.
        const mm = maintenanceExact(spec, qty, price);
        const inNotional = spec.kind === 'linear' ? mm : ratio(mm.num * price, mm.den * ONE);
        expect(inNotional.num * largest.den).toBe(largest.num * inNotional.den);
      }),
    );
  });
});

describe('PnL', () => {
  it('of a long and a short cancels exactly, and never pays out more after rounding', () => {
    fc.assert(
      fc.property(contractArb, qtyArb, priceArb, priceArb, (spec, qty, entry, exit) => {
        const long = pnlExact(spec, 'long', qty, entry, exit);
        const short = pnlExact(spec, 'short', qty, entry, exit);
        expect(long.num * short.den + short.num * long.den).toBe(0n);
        const sum =
          realisedPnl(spec, 'long', qty, entry, exit) +
          realisedPnl(spec, 'short', qty, entry, exit);
        expect(sum === 0n || sum === -1n).toBe(true);
      }),
    );
  });
});

describe('funding', () => {
  // Longs of random sizes, and shorts that split the same total at random.
  const bookArb = fc
    .record({
      spec: contractArb,
      longs: fc.array(qtyArb, { minLength: 1, maxLength: 6 }),
      weights: fc.array(fc.bigInt({ min: 1n, max: 1000n }), { minLength: 1, maxLength: 6 }),
      mark: priceArb,
      rate: fc.bigInt({ min: -75n * BP, max: 75n * BP }),
    })
    .map(({ spec, longs, weights, mark, rate }) => {
      const total = longs.reduce((a, b) => a + b, 0n);
      const weightSum = weights.reduce((a, b) => a + b, 0n);
      const shorts = weights.map((w) => (total * w) / weightSum);
      shorts[0] = (shorts[0] ?? 0n) + total - shorts.reduce((a, b) => a + b, 0n);
      const positions = [
        ...longs.map((qty) => ({ side: 'long' as const, qty })),
        ...shorts.map((qty) => ({ side: 'short' as const, qty })),
      ];
      return { spec, positions, mark, rate };
    });

  it('conserves money: payments plus residual is zero, and the residual is rounding only', () => {
    fc.assert(
      fc.property(bookArb, ({ spec, positions, mark, rate }) => {
        const { payments, residual } = settleFunding(spec, positions, mark, rate);
        expect(payments.reduce((a, b) => a + b, 0n) + residual).toBe(0n);
        // Each payment rounds down by less than one unit, and the exact ones cancel.
        expect(residual).toBeGreaterThanOrEqual(0n);
        expect(residual).toBeLessThan(BigInt(positions.length));
        for (const [i, position] of positions.entries()) {
          const payment = payments[i] ?? 0n;
          const pays = (position.side === 'long') === rate > 0n;
          if (rate !== 0n && pays) expect(payment).toBeLessThan(0n);
          if (!pays || rate === 0n) expect(payment).toBeGreaterThanOrEqual(0n);
          expect(payment).toBe(fundingPayment(spec, position.side, position.qty, mark, rate));
        }
      }),
    );
  });
});

describe('mark price', () => {
  it('stays within clampRate * index of the index', () => {
    const arb = fc.tuple(
      priceArb,
      fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
      fc.bigInt({ min: 0n, max: ONE - 1n }),
    );
    fc.assert(
      fc.property(arb, ([index, basis, clampRate]) => {
        const mark = markPrice(index, basis, clampRate);
        const distance = mark > index ? mark - index : index - mark;
        expect(distance * ONE <= clampRate * index).toBe(true);
        // Inside the band the basis passes through unchanged.
        if ((basis < 0n ? -basis : basis) * ONE <= clampRate * index) {
          expect(mark).toBe(index + basis);
        }
      }),
    );
  });
});
