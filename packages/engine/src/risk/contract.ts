/**
 * What a futures contract is: its kind, the size of one lot, its maintenance
 * tiers and fees; and the two quantities every other formula starts from,
 * the position's value and the notional that picks its tier.
 *
 * Units, kept the same in every file of this folder:
 * - `qty` is a number of lots (contracts), as Fixed so that a fractional lot
 *   is representable; it is always positive, the side says long or short.
 * - linear (USDT-margined): contractSize is base coin per lot (0.001 BTC),
 *   prices are USDT per coin, margin and PnL are USDT.
 * - inverse (coin-margined): contractSize is USD per lot (100 USD), prices
 *   are USD per coin, margin and PnL are in the coin.
 */
import { assert } from '../rules.js';
import { mulDiv, ONE, ratio, roundRatio, type Fixed, type Ratio, type Rounding } from './fixed.js';

export const CONTRACT_KINDS = ['linear', 'inverse'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const POSITION_SIDES = ['long', 'short'] as const;
export type PositionSide = (typeof POSITION_SIDES)[number];

/**
 * One maintenance tier. A position belongs to the first tier whose
 * `maxNotional` is at least its notional (the bound is inclusive). The
 * notional is measured in:
 * - linear: the position value in the margin currency (USDT) at the price
 *   in question, so a linear position can change tier as the price moves;
 * - inverse: USD face value, qty * contractSize, which does not move with
 *   the price, so an inverse position's tier is fixed by its size.
 * A position whose notional exceeds the last tier (it can grow there by price
 * alone) stays in the last tier; refusing to open above it is the caller's
 * check, with `maxLeverage` of the tier the new notional falls in.
 */
export interface MaintenanceTier {
  readonly maxNotional: Fixed;
  readonly maintenanceRate: Fixed;
  readonly maxLeverage: number;
}

export interface ContractSpec {
  readonly kind: ContractKind;
  readonly contractSize: Fixed;
  /** Ordered by maxNotional, rates non-decreasing; check with `defineContract`. */
  readonly tiers: readonly MaintenanceTier[];
  readonly takerFee: Fixed;
  /** May be negative (a rebate). */
  readonly makerFee: Fixed;
}

/**
 * A tier with its position in the list and its maintenance amount `cum`
 * (Binance's "cum"), in the tier's notional currency. Maintenance margin is
 * `notional * maintenanceRate - cum`; cum is derived from the tiers below so
 * that the margin is continuous where tiers meet:
 *   cum[0] = 0,  cum[i] = cum[i-1] + maxNotional[i-1] * (rate[i] - rate[i-1]).
 * Without it a position one unit past a boundary would owe the higher rate
 * on its whole notional, a jump that could liquidate it by growing slightly.
 */
export interface Tier extends MaintenanceTier {
  readonly index: number;
  readonly cum: Fixed;
}

/**
 * Checks a contract definition and returns it frozen. A bad definition is a
 * programmer error (an assertion), so every function after this trusts it:
 * - contractSize > 0, fees strictly between -1 and 1;
 * - at least one tier; maxNotional > 0 and strictly increasing;
 *   maintenanceRate >= 0 and non-decreasing (this makes maintenance margin
 *   convex in notional, which the liquidation solver relies on);
 *   maxLeverage a positive integer, non-increasing;
 * - maintenanceRate * maxLeverage < 1 in every tier, so that a position
 *   opened at the tier's maximum leverage is not liquidatable at its entry;
 * - every cum is a whole Fixed unit (true for tier bounds in whole currency
 *   units), so maintenance margin needs only one rounding.
 */
export function defineContract(spec: ContractSpec): ContractSpec {
  assert(spec.contractSize > 0n, 'contractSize must be positive');
  for (const fee of [spec.takerFee, spec.makerFee]) {
    assert(fee > -ONE && fee < ONE, 'fee rates must lie strictly between -1 and 1');
  }
  assert(spec.tiers.length > 0, 'a contract needs at least one maintenance tier');
  let below: MaintenanceTier | undefined;
  for (const tier of spec.tiers) {
    assert(tier.maxNotional > 0n, 'tier maxNotional must be positive');
    assert(tier.maintenanceRate >= 0n, 'maintenanceRate must not be negative');
    assert(Number.isSafeInteger(tier.maxLeverage), 'maxLeverage must be an integer');
    assert(tier.maxLeverage >= 1, 'maxLeverage must be at least 1');
    assert(
      tier.maintenanceRate * BigInt(tier.maxLeverage) < ONE,
      'maintenanceRate * maxLeverage must be below 1',
    );
    if (below !== undefined) {
      assert(tier.maxNotional > below.maxNotional, 'tier maxNotional must increase');
      assert(tier.maintenanceRate >= below.maintenanceRate, 'maintenanceRate must not decrease');
      assert(tier.maxLeverage <= below.maxLeverage, 'maxLeverage must not increase');
      const step = below.maxNotional * (tier.maintenanceRate - below.maintenanceRate);
      assert(step % ONE === 0n, 'every maintenance amount (cum) must be a whole Fixed unit');
    }
    below = tier;
  }
  return Object.freeze({
    ...spec,
    tiers: Object.freeze(spec.tiers.map((t) => Object.freeze({ ...t }))),
  });
}

/** The tiers with their index and maintenance amount, in order. */
export function tiersOf(spec: ContractSpec): Tier[] {
  const tiers: Tier[] = [];
  let cum = 0n;
  let previous: MaintenanceTier | undefined;
  for (const [index, tier] of spec.tiers.entries()) {
    if (previous !== undefined) {
      // Exact: defineContract checked that this product is a whole Fixed unit.
      cum += (previous.maxNotional * (tier.maintenanceRate - previous.maintenanceRate)) / ONE;
    }
    tiers.push({ ...tier, index, cum });
    previous = tier;
  }
  return tiers;
}

/** The tier a notional falls in (see `MaintenanceTier` for the unit). */
export function tierFor(spec: ContractSpec, notional: Fixed): Tier {
  return tierAt(spec, ratio(notional, 1n));
}

/** As `tierFor`, for an exact notional that need not be a whole Fixed unit. */
export function tierAt(spec: ContractSpec, notional: Ratio): Tier {
  const tiers = tiersOf(spec);
  const found = tiers.find((t) => notional.num <= t.maxNotional * notional.den);
  const last = tiers[tiers.length - 1];
  const tier = found ?? last;
  assert(tier !== undefined, 'a contract has at least one tier');
  return tier;
}

/** Qty and price must be positive; anything else is a caller's bug, not a user's error. */
export function assertPosition(qty: Fixed, price: Fixed): void {
  assert(qty > 0n, 'qty must be positive');
  assert(price > 0n, 'price must be positive');
}

/**
 * Exact position value in the margin currency, as a ratio of Fixed units:
 * - linear:  qty * contractSize * price          (USDT)
 * - inverse: qty * contractSize / price          (coin)
 * In Fixed units (each factor scaled by ONE) that is q*s*p / ONE^2 and
 * q*s / p respectively.
 */
export function valueExact(spec: ContractSpec, qty: Fixed, price: Fixed): Ratio {
  assertPosition(qty, price);
  const face = qty * spec.contractSize;
  return spec.kind === 'linear' ? ratio(face * price, ONE * ONE) : ratio(face, price);
}

/**
 * The notional that selects the tier: the value for linear, the USD face
 * value qty * contractSize (q*s / ONE in Fixed units) for inverse.
 */
export function tierNotional(spec: ContractSpec, qty: Fixed, price: Fixed): Ratio {
  return spec.kind === 'linear'
    ? valueExact(spec, qty, price)
    : ratio(qty * spec.contractSize, ONE);
}

/**
 * Position value in the margin currency (formula at `valueExact`). It is a
 * figure for display and reporting, so it rounds half-even by default; the
 * functions that move or reserve money start from the exact value and round
 * once in their own safe direction, never from this rounded one.
 */
export function positionValue(
  spec: ContractSpec,
  qty: Fixed,
  price: Fixed,
  rounding: Rounding = 'half-even',
): Fixed {
  return roundRatio(valueExact(spec, qty, price), rounding);
}

/**
 * Trading fee for a fill: value * fee rate, rounded up (toward plus
 * infinity) because the user pays it; a maker rebate (negative rate) is
 * therefore rounded toward zero, in the exchange's favour as well.
 */
export function tradingFee(
  spec: ContractSpec,
  qty: Fixed,
  price: Fixed,
  liquidity: 'maker' | 'taker',
): Fixed {
  const value = valueExact(spec, qty, price);
  const rate = liquidity === 'maker' ? spec.makerFee : spec.takerFee;
  return mulDiv(value.num, rate, value.den * ONE, 'ceil');
}
