/**
 * Take-profit and stop-loss checks (spec section 5): a take-profit must lie
 * on the profitable side of the mark price and a stop-loss on the losing
 * side; a stop-loss must not sit close to the estimated liquidation price
 * (it would fire after, or barely before, liquidation and protect nothing);
 * and a changed trigger may move at most 10 % at a time (spec section 9).
 *
 * These are a user's expected failures, so they are returned as values; the
 * order of the checks is part of the contract: take-profit side, stop-loss
 * side, stop-loss distance. Comparisons are exact products, so nothing rounds.
 */
import { assert } from '../rules.js';
import { fx, ONE, type Fixed } from './fixed.js';
import type { PositionSide } from './contract.js';

export const TRIGGER_REJECTIONS = [
  'TP_WRONG_SIDE',
  'SL_WRONG_SIDE',
  'SL_TOO_CLOSE_TO_LIQUIDATION',
] as const;
export type TriggerRejection = (typeof TRIGGER_REJECTIONS)[number];

export interface TriggerCheck {
  readonly side: PositionSide;
  readonly markPrice: Fixed;
  readonly takeProfit?: Fixed;
  readonly stopLoss?: Fixed;
  /** From `liquidationPrice`; null when the position cannot be liquidated. */
  readonly liquidationPrice: Fixed | null;
  /** Least gap between stop-loss and liquidation price, as a fraction of the mark price. */
  readonly minDistanceRate: Fixed;
}

/**
 * - long:  takeProfit > mark, stopLoss < mark, stopLoss - liq >= mark * minDistanceRate
 * - short: takeProfit < mark, stopLoss > mark, liq - stopLoss >= mark * minDistanceRate
 * A trigger equal to the mark is on the wrong side: it would fire at once.
 * The gap is measured against the mark price, the price the user sees.
 */
export function checkTriggers(check: TriggerCheck): TriggerRejection | null {
  const { side, markPrice, takeProfit, stopLoss, liquidationPrice, minDistanceRate } = check;
  assert(markPrice > 0n, 'markPrice must be positive');
  assert(minDistanceRate >= 0n, 'minDistanceRate must not be negative');
  const up = side === 'long' ? 1n : -1n;
  // Multiplying by `up` turns each short rule into the long one.
  if (takeProfit !== undefined && (takeProfit - markPrice) * up <= 0n) return 'TP_WRONG_SIDE';
  if (stopLoss === undefined) return null;
  if ((markPrice - stopLoss) * up <= 0n) return 'SL_WRONG_SIDE';
  if (liquidationPrice === null) return null;
  const gap = (stopLoss - liquidationPrice) * up;
  if (gap * ONE < markPrice * minDistanceRate) return 'SL_TOO_CLOSE_TO_LIQUIDATION';
  return null;
}

export const ADJUSTMENT_REJECTIONS = ['ADJUSTMENT_TOO_LARGE'] as const;
export type AdjustmentRejection = (typeof ADJUSTMENT_REJECTIONS)[number];

/** The spec's limit on how far one adjustment of a trigger price may move it. */
export const MAX_ADJUSTMENT_RATE: Fixed = fx('0.1');

/**
 * Rejects an adjustment of a take-profit or stop-loss price whose deviation
 * |next - previous| / previous exceeds `maxDeviationRate` (10 % by default);
 * exactly 10 % is allowed ("exceeds" is strict).
 */
export function checkAdjustment(
  previous: Fixed,
  next: Fixed,
  maxDeviationRate: Fixed = MAX_ADJUSTMENT_RATE,
): AdjustmentRejection | null {
  assert(previous > 0n && next > 0n, 'trigger prices must be positive');
  const deviation = next > previous ? next - previous : previous - next;
  return deviation * ONE > previous * maxDeviationRate ? 'ADJUSTMENT_TOO_LARGE' : null;
}
