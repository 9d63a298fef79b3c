/**
 * Mark price and funding (Binance-style perpetuals).
 *
 * The mark price follows the index (median of external sources, DESIGN.md
 * section 2) plus a bounded basis, so that a thin or manipulated order book
 * cannot liquidate anyone. Funding ties the perpetual to the index: every
 * interval (8 h by default) positions exchange `value at mark * rate`.
 *
 * Sign convention: a positive funding rate means longs pay shorts; a
 * negative one, shorts pay longs. Payments are signed amounts credited to
 * the holder's balance (negative = the holder pays). Every payment rounds
 * toward minus infinity, so a payer pays the exact amount rounded up and a
 * receiver receives it rounded down; the difference is returned as an
 * explicit residual for the insurance fund, never lost.
 */
import { assert } from '../rules.js';
import { fx, mulDiv, ONE, type Fixed } from './fixed.js';
import { valueExact, type ContractSpec, type PositionSide } from './contract.js';

function clamp(value: Fixed, low: Fixed, high: Fixed): Fixed {
  return value < low ? low : value > high ? high : value;
}

/**
 * mark = index + clamp(basis, -clampRate * index, +clampRate * index).
 * `basis` is supplied by the caller, typically `emaBasis` of (mid - index).
 * The band's half-width clampRate * index rounds down, so the mark never
 * leaves the exact band.
 */
export function markPrice(index: Fixed, basis: Fixed, clampRate: Fixed): Fixed {
  assert(index > 0n, 'index must be positive');
  assert(clampRate >= 0n && clampRate < ONE, 'clampRate must lie in [0, 1)');
  const band = mulDiv(index, clampRate, ONE, 'floor');
  return index + clamp(basis, -band, band);
}

/**
 * One step of an exponential moving average of the basis:
 *   ema = prevEma + (sample - prevEma) * alphaNum / alphaDen
 * with 0 < alpha <= 1 (alpha = 2 / (n + 1) for an n-sample average). Start
 * it with prevEma = the first sample. Rounded half-even: the basis is a
 * statistic that should drift toward neither side.
 */
export function emaBasis(prevEma: Fixed, sample: Fixed, alphaNum: bigint, alphaDen: bigint): Fixed {
  assert(alphaNum > 0n && alphaNum <= alphaDen, 'alpha must lie in (0, 1]');
  return prevEma + mulDiv(sample - prevEma, alphaNum, alphaDen, 'half-even');
}

/**
 * Premium index, a Fixed rate:
 *   (max(0, impactBid - index) - max(0, index - impactAsk)) / index
 * Impact bid and ask are the average fill prices of a standard-size market
 * sell and buy; the premium is zero while the index lies between them.
 * Rounded half-even, as a neutral statistic.
 */
export function premiumIndex(impactBid: Fixed, impactAsk: Fixed, index: Fixed): Fixed {
  assert(index > 0n, 'index must be positive');
  const above = impactBid > index ? impactBid - index : 0n;
  const below = index > impactAsk ? index - impactAsk : 0n;
  return mulDiv(above - below, ONE, index, 'half-even');
}

export interface FundingParams {
  /** Interest rate per funding interval. */
  readonly interest: Fixed;
  /** Bound on how far the interest term may pull the rate away from the premium. */
  readonly clamp: Fixed;
  /** Bound on the rate itself, either way. */
  readonly cap: Fixed;
}

/**
 * Binance's defaults per 8-hour interval: interest 0.01 % (0.03 % a day,
 * 10.95 % a year), clamp 0.05 %, cap 0.75 % (Binance sets the cap per
 * contract from its maintenance rate; 0.75 % is the common value). When
 * the premium is small, the rate is exactly the interest rate.
 */
export const DEFAULT_FUNDING: FundingParams = Object.freeze({
  interest: fx('0.0001'),
  clamp: fx('0.0005'),
  cap: fx('0.0075'),
});

/**
 * Funding rate for an interval from the average premium index P over it:
 *   F = clamp(P + clamp(I - P, -clamp, +clamp), -cap, +cap)
 * Exact: no division, so no rounding.
 */
export function fundingRate(avgPremium: Fixed, params: FundingParams = DEFAULT_FUNDING): Fixed {
  assert(params.clamp >= 0n && params.cap >= 0n, 'clamp and cap must not be negative');
  const rate = avgPremium + clamp(params.interest - avgPremium, -params.clamp, params.clamp);
  return clamp(rate, -params.cap, params.cap);
}

/**
 * Funding credited to one position for an interval, in the margin currency:
 *   long:  -(value at mark) * rate
 *   short: +(value at mark) * rate
 * rounded toward minus infinity (payers round up, receivers round down).
 */
export function fundingPayment(
  spec: ContractSpec,
  side: PositionSide,
  qty: Fixed,
  markPrice: Fixed,
  rate: Fixed,
): Fixed {
  const value = valueExact(spec, qty, markPrice);
  const signedRate = side === 'long' ? -rate : rate;
  return mulDiv(value.num, signedRate, value.den * ONE, 'floor');
}

export interface FundingPosition {
  readonly side: PositionSide;
  readonly qty: Fixed;
}

export interface FundingSettlement {
  /** One signed payment per position, in input order (see `fundingPayment`). */
  readonly payments: Fixed[];
  /** What balances the payments: sum(payments) + residual === 0, always. */
  readonly residual: Fixed;
}

/**
 * Funding for every open position of one contract at one mark price. When
 * long and short quantities are equal (they always are across a whole
 * market), the exact payments sum to zero, so after rounding the residual is
 * between 0 and the number of positions minus one units: it is what the
 * rounding kept, credited to the insurance fund. On a subset of positions the
 * residual also carries the imbalance; the caller books it, never drops it.
 */
export function settleFunding(
  spec: ContractSpec,
  positions: readonly FundingPosition[],
  markPrice: Fixed,
  rate: Fixed,
): FundingSettlement {
  const payments = positions.map((p) => fundingPayment(spec, p.side, p.qty, markPrice, rate));
  const total = payments.reduce((sum, amount) => sum + amount, 0n);
  return { payments, residual: -total };
}
