/**
 * Margin and profit: what a position must post to open, what it must keep to
 * stay open, and what it has gained or lost.
 *
 * Rounding, always in the exchange's favour:
 * - margin the user must post or keep rounds up (ceil);
 * - PnL credited to the user rounds toward minus infinity (floor), so a gain
 *   is paid a little short and a loss is charged a little long;
 * - the margin rate rounds up, so it reaches 100 % no later than the exact one.
 */
import { assert } from '../rules.js';
import { ONE, ratio, roundRatio, type Fixed, type Ratio } from './fixed.js';
import {
  assertPosition,
  tierAt,
  tierNotional,
  valueExact,
  type ContractSpec,
  type PositionSide,
} from './contract.js';

/**
 * Initial margin to open or hold at `leverage`: value / leverage, rounded up.
 * - linear:  ceil(q*s*p / (ONE^2 * leverage))
 * - inverse: ceil(q*s / (p * leverage))
 * Leverage is a whole number, as exchanges offer it; checking it against the
 * tier's maxLeverage is the caller's (`tierFor`).
 */
export function initialMargin(
  spec: ContractSpec,
  qty: Fixed,
  price: Fixed,
  leverage: number,
): Fixed {
  assert(Number.isSafeInteger(leverage) && leverage >= 1, 'leverage must be a positive integer');
  const value = valueExact(spec, qty, price);
  return roundRatio(ratio(value.num, value.den * BigInt(leverage)), 'ceil');
}

/**
 * Exact maintenance margin at `markPrice`, in the margin currency, using the
 * tier the notional falls in at that price (`MaintenanceTier`):
 * - linear:  value * rate - cum                     = (q*s*p*r - cum*ONE^3) / ONE^3
 * - inverse: (faceUSD * rate - cumUSD) / markPrice  = (q*s*r - cum*ONE^2) / (ONE*p)
 * For inverse the tier and cum are in USD, so the USD requirement is
 * converted to coin at the mark price. Because cum makes the function
 * continuous and rates never decrease, this equals the largest of
 * `notional * rate[i] - cum[i]` over all tiers (a convex, piecewise linear
 * function), which is what the liquidation solver uses.
 */
export function maintenanceExact(spec: ContractSpec, qty: Fixed, markPrice: Fixed): Ratio {
  assertPosition(qty, markPrice);
  const tier = tierAt(spec, tierNotional(spec, qty, markPrice));
  const face = qty * spec.contractSize;
  if (spec.kind === 'linear') {
    return ratio(face * markPrice * tier.maintenanceRate - tier.cum * ONE ** 3n, ONE ** 3n);
  }
  return ratio(face * tier.maintenanceRate - tier.cum * ONE ** 2n, ONE * markPrice);
}

/** Maintenance margin at `markPrice` (formula at `maintenanceExact`), rounded up. */
export function maintenanceMargin(spec: ContractSpec, qty: Fixed, markPrice: Fixed): Fixed {
  return roundRatio(maintenanceExact(spec, qty, markPrice), 'ceil');
}

/**
 * Exact PnL in the margin currency of `qty` lots opened at `entryPrice` and
 * valued at `price`; a short's PnL is the long's negated.
 * - linear long:  q*s*(price - entry)                 = q*s*(p - e) / ONE^2
 * - inverse long: q*s*(1/entry - 1/price)             = q*s*(p - e) / (e*p)
 */
export function pnlExact(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  price: Fixed,
): Ratio {
  assertPosition(qty, price);
  assert(entryPrice > 0n, 'entryPrice must be positive');
  const gain = qty * spec.contractSize * (price - entryPrice);
  const signed = side === 'long' ? gain : -gain;
  return spec.kind === 'linear' ? ratio(signed, ONE * ONE) : ratio(signed, entryPrice * price);
}

/**
 * Unrealised PnL at `markPrice` (formula at `pnlExact`), rounded toward minus
 * infinity: it is counted in the user's equity, so it must not overstate it.
 */
export function unrealisedPnl(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  markPrice: Fixed,
): Fixed {
  return roundRatio(pnlExact(spec, side, qty, entryPrice, markPrice), 'floor');
}

/**
 * PnL booked when `qty` lots are closed at `exitPrice` (formula at
 * `pnlExact`), rounded toward minus infinity because it is paid to (or taken
 * from) the user. A long and a short of the same size and prices therefore
 * sum to 0 or -1 unit: the exchange never pays out more than it collects.
 */
export function realisedPnl(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  exitPrice: Fixed,
): Fixed {
  return roundRatio(pnlExact(spec, side, qty, entryPrice, exitPrice), 'floor');
}

/**
 * Margin rate = maintenance margin / equity, as a Fixed fraction
 * (ONE = 100 %). At 100 % or more the position is liquidated; below it the
 * rate says how much of the equity the maintenance requirement already uses.
 * `equity` is the margin plus unrealised PnL (isolated) or the account's
 * equity (cross), computed by the caller. Rounded up, so the rate may read
 * 100 % when the exact ratio is within 10^-12 below it: the exchange errs
 * toward liquidating. Returns null when equity is zero or negative: the
 * position is past bankruptcy and the ratio has no meaning (liquidate).
 */
export function marginRate(
  spec: ContractSpec,
  qty: Fixed,
  markPrice: Fixed,
  equity: Fixed,
): Fixed | null {
  if (equity <= 0n) return null;
  const maintenance = maintenanceExact(spec, qty, markPrice);
  return roundRatio(ratio(maintenance.num * ONE, maintenance.den * equity), 'ceil');
}
