/**
 * Liquidation and bankruptcy prices of an isolated position in one-way mode.
 *
 * Equity is isolated margin plus unrealised PnL at the mark price. A
 * position is liquidated when its equity is at or below its maintenance
 * margin, and bankrupt when its equity is zero. Both prices are solved in
 * closed form from the exact formulas of `margin.ts`, then rounded once
 * toward the side that liquidates earlier, never later:
 * - long: rounded up, and the trigger is `mark <= price`;
 * - short: rounded down, and the trigger is `mark >= price`.
 * A rounded price is therefore at most one unit (10^-12) early, and a caller
 * may round it further to the market's tick in the same direction without
 * losing that guarantee.
 */
import { assert } from '../rules.js';
import { compareRatio, ONE, ratio, roundRatio, type Fixed, type Ratio } from './fixed.js';
import {
  assertPosition,
  tierAt,
  tierNotional,
  tiersOf,
  type ContractSpec,
  type PositionSide,
} from './contract.js';
import { maintenanceExact, pnlExact } from './margin.js';

/** One linear piece of maintenance margin: notional * rate - cum. */
interface Line {
  readonly rate: Fixed;
  readonly cum: Fixed;
}

/**
 * The exact rule the prices below are solved against: equity <= maintenance
 * margin, with no rounding anywhere. The server may use it directly on each
 * new mark price; it agrees with `mark <= liquidationPrice` (long) except that
 * the rounded price may fire one unit earlier.
 */
export function isLiquidatable(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  isolatedMargin: Fixed,
  markPrice: Fixed,
): boolean {
  const pnl = pnlExact(spec, side, qty, entryPrice, markPrice);
  const equity = ratio(isolatedMargin * pnl.den + pnl.num, pnl.den);
  return compareRatio(equity, maintenanceExact(spec, qty, markPrice)) <= 0;
}

/**
 * Mark price at which equity equals maintenance margin, or null when there
 * is none at a positive price (the position cannot be liquidated).
 *
 * Linear, with Q = qty * contractSize and M the isolated margin, on a tier
 * line (rate r, amount cum):
 *   long:  M + Q*(P - E) = r*Q*P - cum  =>  P = (Q*E - M - cum) / (Q*(1 - r))
 *   short: M + Q*(E - P) = r*Q*P - cum  =>  P = (Q*E + M + cum) / (Q*(1 + r))
 * The tier depends on the notional at P itself. Maintenance margin is the
 * largest of its tier lines (`maintenanceExact`), so equity minus
 * maintenance is the smallest of "equity minus line i". For a long each of
 * those rises with P and is positive exactly above its own root P_i, so the
 * price where the smallest reaches zero is the largest P_i: that candidate is
 * the one whose tier is consistent with its notional, and no search is
 * needed. For a short they fall with P, so it is the smallest P_i.
 * A long has no liquidation price when M >= Q*E (the largest root is <= 0).
 *
 * Inverse, with N = qty * contractSize in USD (its tier does not move with
 * the price, so r and cum are those of N):
 *   long:  M + N/E - N/P = (N*r - cum)/P  =>  P = (N*(1 + r) - cum) / (M + N/E)
 *   short: M - N/E + N/P = (N*r - cum)/P  =>  P = (N*(1 - r) + cum) / (N/E - M)
 * A long always has one: its loss in coin grows without bound as P falls. A
 * short has none when M >= N/E, the margin of a 1x short.
 */
export function liquidationPrice(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  isolatedMargin: Fixed,
): Fixed | null {
  assertPosition(qty, entryPrice);
  assert(isolatedMargin >= 0n, 'isolatedMargin must not be negative');
  return liquidationWith(spec, side, qty, entryPrice, isolatedMargin);
}

/**
 * `liquidationPrice` for a margin that may be negative: the effective
 * margin of one cross position, what the rest of its account adds or takes
 * (`cross.ts`). The formulas hold for any sign; the caller makes sure a
 * solution exists (an inverse long needs M*E + face > 0).
 */
export function liquidationWith(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  margin: Fixed,
): Fixed | null {
  const lines: Line[] =
    spec.kind === 'linear'
      ? tiersOf(spec).map((t) => ({ rate: t.maintenanceRate, cum: t.cum }))
      : [lineOf(spec, qty, entryPrice)];
  return solve(spec, side, qty, entryPrice, margin, lines);
}

/**
 * Mark price at which equity is zero, or null when there is none at a
 * positive price. It is the liquidation price with a zero maintenance line:
 *   linear:  long P = E - M/Q,            short P = E + M/Q
 *   inverse: long P = N / (M + N/E),      short P = N / (N/E - M)
 * The insurance fund takes over a liquidated position at this price. It is
 * rounded like the liquidation price (long up, short down), so a close at the
 * rounded price never leaves the position's equity below zero.
 */
export function bankruptcyPrice(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  isolatedMargin: Fixed,
): Fixed | null {
  assertPosition(qty, entryPrice);
  assert(isolatedMargin >= 0n, 'isolatedMargin must not be negative');
  return solve(spec, side, qty, entryPrice, isolatedMargin, [{ rate: 0n, cum: 0n }]);
}

function lineOf(spec: ContractSpec, qty: Fixed, price: Fixed): Line {
  const tier = tierAt(spec, tierNotional(spec, qty, price));
  return { rate: tier.maintenanceRate, cum: tier.cum };
}

/**
 * The root over all lines (the largest for a long, the smallest for a short,
 * as `liquidationPrice` explains), rounded toward liquidating earlier.
 */
function solve(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entryPrice: Fixed,
  margin: Fixed,
  lines: readonly Line[],
): Fixed | null {
  let best: Ratio | null = null;
  for (const line of lines) {
    const root = rootOf(spec, side, qty, entryPrice, margin, line);
    if (root === null) continue;
    if (best === null || compareRatio(root, best) === (side === 'long' ? 1 : -1)) best = root;
  }
  if (best === null || best.num <= 0n) return null;
  return roundRatio(best, side === 'long' ? 'ceil' : 'floor');
}

/**
 * The formulas of `liquidationPrice` in Fixed units (every real value times
 * ONE). With U = ONE, q*s the face, E the entry and M the margin:
 *   linear long:   U * (q*s*E - (M + cum)*U^2) / (q*s*(U - r))
 *   linear short:  U * (q*s*E + (M + cum)*U^2) / (q*s*(U + r))
 *   inverse long:  E * (q*s*(U + r) - cum*U^2) / (U * (M*E + q*s))
 *   inverse short: E * (q*s*(U - r) + cum*U^2) / (U * (q*s - M*E))
 * Null only for an inverse short whose margin covers its whole value.
 */
function rootOf(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  entry: Fixed,
  margin: Fixed,
  line: Line,
): Ratio | null {
  const U = ONE;
  const face = qty * spec.contractSize;
  const { rate: r, cum } = line;
  if (spec.kind === 'linear') {
    return side === 'long'
      ? ratio(U * (face * entry - (margin + cum) * U * U), face * (U - r))
      : ratio(U * (face * entry + (margin + cum) * U * U), face * (U + r));
  }
  if (side === 'long') {
    return ratio(entry * (face * (U + r) - cum * U * U), U * (margin * entry + face));
  }
  const denominator = U * (face - margin * entry);
  if (denominator <= 0n) return null;
  return ratio(entry * (face * (U - r) + cum * U * U), denominator);
}
