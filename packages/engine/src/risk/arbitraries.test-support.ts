/**
 * Random contracts and positions for the risk property tests: tiers as
 * exchanges draw them and positions opened at a leverage their tier allows.
 */
import fc from 'fast-check';
import {
  CONTRACT_KINDS,
  defineContract,
  POSITION_SIDES,
  tierAt,
  tierNotional,
  type ContractSpec,
} from './contract.js';
import { ONE, type Fixed } from './fixed.js';
import { initialMargin } from './margin.js';

/** One basis point, 0.01 %, in Fixed units. */
export const BP = ONE / 10_000n;

/**
 * Tiers as exchanges draw them: bounds in whole currency units growing 2 to
 * 10 times per tier, rates from 0 to 1 % rising by up to 0.5 % per tier, and
 * the largest leverage that keeps rate * leverage at or below one half.
 */
export const contractArb: fc.Arbitrary<ContractSpec> = fc
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

export const qtyArb = fc.bigInt({ min: ONE / 1000n, max: 100_000n * ONE });
export const priceArb = fc.bigInt({ min: ONE / 100n, max: 1_000_000n * ONE });
export const sideArb = fc.constantFrom(...POSITION_SIDES);

/** A position opened at a leverage its entry tier allows, sometimes with extra margin added. */
export const positionArb = fc
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
export const nearBoundaryArb = fc
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

export function maxLeverageAt(spec: ContractSpec, qty: Fixed, price: Fixed): number {
  return tierAt(spec, tierNotional(spec, qty, price)).maxLeverage;
}
