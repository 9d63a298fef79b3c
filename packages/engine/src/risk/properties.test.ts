/**
 * Property tests over random contracts and positions. Every check compares
 * exact ratios (no rounding), so a failure is a real error in the maths or
 * in a rounding direction, never noise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_KINDS,
  defineContract,
  POSITION_SIDES,
  tierAt,
  tierNotional,
  tiersOf,
  type ContractSpec,
  type PositionSide,
} from './contract.js';
import { ONE, ratio, type Fixed } from './fixed.js';
import { fundingPayment, markPrice, settleFunding } from './funding.js';
import { bankruptcyPrice, isLiquidatable, liquidationPrice } from './liquidation.js';
import { initialMargin, maintenanceExact, pnlExact, realisedPnl } from './margin.js';

/** One basis point, 0.01 %, in Fixed units. */
const BP = ONE / 10_000n;

/**
 * Tiers as exchanges draw them: bounds in whole currency units growing 2 to
 * 10 times per tier, rates from 0 to 1 % rising by up to 0.5 % per tier, and
 * the largest leverage that keeps rate * leverage at or below one half.
 */
const contractArb: fc.Arbitrary<ContractSpec> = fc
  .record({
    kind: fc.constantFrom(...CONTRACT_KINDS),
    contractSize: fc.bigInt({ min: 1n, max: 100n * ONE }),
    firstCap: fc.bigInt({ min: 1_000n, max: 1_000_000n }),
    firstRate: fc.bigInt({ min: 0n, max: 100n }),
    steps: fc.array(
      fc.record({
        grow: fc.bigInt({ min: 2n, max: 10n }),
        addRate: fc.bigInt({ min: 0n, max: 50n }),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ kind, contractSize, firstCap, firstRate, steps }) => {
    let cap = firstCap;
    let rate = firstRate;
    let leverage = 125;
    const tiers = [{ cap, rate }];
    for (const step of steps) {
      cap *= step.grow;
      rate += step.addRate;
      tiers.push({ cap, rate });
    }
    return defineContract({
      kind,
      contractSize,
      tiers: tiers.map((t) => {
        const maintenanceRate = t.rate * BP;
        if (maintenanceRate > 0n)
          leverage = Math.min(leverage, Number(ONE / (2n * maintenanceRate)));
        return { maxNotional: t.cap * ONE, maintenanceRate, maxLeverage: leverage };
      }),
      takerFee: 5n * BP,
      makerFee: 2n * BP,
    });
  });

const qtyArb = fc.bigInt({ min: ONE / 1000n, max: 100_000n * ONE });
const priceArb = fc.bigInt({ min: ONE / 100n, max: 1_000_000n * ONE });
const sideArb = fc.constantFrom(...POSITION_SIDES);

/** A position opened at a leverage its entry tier allows, sometimes with extra margin added. */
const positionArb = fc
  .record({
    spec: contractArb,
    side: sideArb,
    qty: qtyArb,
    entry: priceArb,
    leverage: fc.integer({ min: 1, max: 125 }),
    extra: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: ONE })),
  })
  .map((p) => {
    const leverage = Math.min(p.leverage, maxLeverageAt(p.spec, p.qty, p.entry));
    const opening = initialMargin(p.spec, p.qty, p.entry, leverage);
    // `extra` is a fraction (of ONE) of the opening margin, added on top.
    const margin = opening + (opening * p.extra) / ONE;
    return { ...p, leverage, margin };
  });

/**
 * Linear positions opened near a tier boundary (within 20 % of it either
 * way), so that the liquidation price often lies in another tier than the
 * entry. Random positions almost never do.
 */
const nearBoundaryArb = fc
  .record({
    spec: contractArb.filter((spec) => spec.kind === 'linear' && spec.tiers.length > 1),
    side: sideArb,
    qty: qtyArb,
    boundary: fc.nat(),
    shiftBp: fc.bigInt({ min: -2000n, max: 2000n }),
    leverage: fc.integer({ min: 1, max: 125 }),
  })
  .map((p) => {
    const bounds = p.spec.tiers.slice(0, -1).map((t) => t.maxNotional);
    const cap = bounds[p.boundary % bounds.length] ?? ONE;
    // value = q*s*entry / ONE^2, so entry = value * ONE^2 / (q*s).
    const value = (cap * (10_000n + p.shiftBp)) / 10_000n;
    const entry = (value * ONE * ONE) / (p.qty * p.spec.contractSize) + 1n;
    const leverage = Math.min(p.leverage, maxLeverageAt(p.spec, p.qty, entry));
    return { ...p, entry, leverage, margin: initialMargin(p.spec, p.qty, entry, leverage) };
  });

function maxLeverageAt(spec: ContractSpec, qty: Fixed, price: Fixed): number {
  return tierAt(spec, tierNotional(spec, qty, price)).maxLeverage;
}

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
