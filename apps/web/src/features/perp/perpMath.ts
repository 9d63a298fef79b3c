import type { PerpConfig, PerpMaintenanceTier } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gte,
  isNegative,
  isPositive,
  max,
  mul,
  parseDecimal,
  ROUNDING,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { positiveInput, shareOf, type PercentStop } from '../spot/orderMath';

/**
 * The contract form's arithmetic, exact and in one place (STYLE.md:
 * components never do money arithmetic). Roundings follow the engine's rule
 * that favours solvency: margin rounds up, affordable lots round down.
 *
 * Linear (USDT-margined): one lot is `contractSize` base coin, worth
 * `contractSize × price` USDT. Inverse (coin-margined): one lot is
 * `contractSize` USD, worth `contractSize / price` coin.
 */

export type ContractSpec = Pick<PerpConfig, 'kind' | 'contractSize' | 'takerFee'>;

/** Decimals of a margin estimate: enough for a coin's smallest unit. */
export const MARGIN_SCALE = 8;

const HOURS_A_YEAR = decimal('8760');

/** A whole count (lots, leverage, hours) as a decimal. */
const whole = (count: number) => decimal(String(count));

/**
 * Initial margin of `lots` at `price` and `leverage`, in the margin asset,
 * rounded up: lots × contractSize × price / leverage (linear) or
 * lots × contractSize / (price × leverage) (inverse). Null while a figure
 * is missing.
 */
export function marginFor(
  spec: ContractSpec,
  lots: number,
  priceText: string | null,
  leverage: number,
): string | null {
  const price = positiveInput(priceText);
  const size = parseDecimal(spec.contractSize);
  if (price === null || size === null || lots <= 0 || leverage <= 0) return null;
  const face = mul(whole(lots), size);
  const margin =
    spec.kind === 'linear'
      ? div(mul(face, price), whole(leverage), MARGIN_SCALE, ROUNDING.up)
      : div(face, mul(price, whole(leverage)), MARGIN_SCALE, ROUNDING.up);
  return toPlainString(margin);
}

/**
 * What a position of `lots` counts as for the maintenance tiers: its value in
 * USDT at `price` (linear), or its USD face value (inverse).
 */
export function notionalOf(
  spec: ContractSpec,
  lots: number,
  priceText: string | null,
): Decimal | null {
  const size = parseDecimal(spec.contractSize);
  if (size === null) return null;
  const face = mul(whole(lots), size);
  if (spec.kind === 'inverse') return face;
  const price = positiveInput(priceText);
  return price === null ? null : mul(face, price);
}

/**
 * The largest notional a position may reach at `leverage`: the biggest tier
 * that still allows that leverage. Null when no tier allows it.
 */
export function tierCap(tiers: readonly PerpMaintenanceTier[], leverage: number): string | null {
  const caps = tiers
    .filter((tier) => tier.maxLeverage >= leverage)
    .map((tier) => parseDecimal(tier.maxNotional))
    .filter((cap): cap is Decimal => cap !== null);
  const [first, ...rest] = caps;
  return first === undefined ? null : toPlainString(max(first, ...rest));
}

/** Whether `notional` fits under the cap; true when there are no tiers to check. */
export function withinTier(
  tiers: readonly PerpMaintenanceTier[],
  leverage: number,
  notional: Decimal,
): boolean {
  if (tiers.length === 0) return true;
  const cap = tierCap(tiers, leverage);
  return cap !== null && gte(decimal(cap), notional);
}

export interface ShareInput {
  percent: PercentStop;
  /** The contract account's available margin asset, as sent by the server. */
  available: string;
  /** The limit price, or the mark price a market order is estimated at. */
  price: string | null;
  leverage: number;
  spec: ContractSpec;
}

/**
 * The whole lots that `percent` % of the available balance opens, paying
 * each lot's margin and its taker fee: share × leverage / (value of a lot ×
 * (1 + fee × leverage)), rounded down. Null while the price is missing.
 */
export function lotsForShare(input: ShareInput): number | null {
  const available = parseDecimal(input.available.trim());
  const price = positiveInput(input.price);
  const size = parseDecimal(input.spec.contractSize);
  const fee = max(ZERO, parseDecimal(input.spec.takerFee) ?? ZERO);
  if (available === null || price === null || size === null || !isPositive(size)) return null;
  if (isNegative(available) || input.leverage <= 0) return 0;
  const share = shareOf(available, input.percent);
  const leverage = whole(input.leverage);
  const load = add(decimal('1'), mul(fee, leverage));
  const numerator =
    input.spec.kind === 'linear' ? mul(share, leverage) : mul(mul(share, leverage), price);
  const denominator = input.spec.kind === 'linear' ? mul(mul(size, price), load) : mul(size, load);
  const lots = div(numerator, denominator, 0, ROUNDING.floor);
  // A whole number of lots far below 2^53: converting the count (not money) is exact.
  return Number(toPlainString(lots));
}

/** `percent` % of the closable lots, rounded down. Lots are whole numbers, not money. */
export function closeLotsForShare(percent: PercentStop, closable: number): number {
  return Math.floor((closable * percent) / 100);
}

/**
 * A funding rate per interval as a yearly rate (DESIGN.md: every periodic
 * rate is shown with its annualised equivalent): rate × 8760 / interval hours.
 */
export function annualisedRate(rateText: string | null, intervalHours: number): string | null {
  const rate = rateText === null ? null : parseDecimal(rateText.trim());
  if (rate === null || intervalHours <= 0) return null;
  const yearly = div(mul(rate, HOURS_A_YEAR), whole(intervalHours), 8, ROUNDING.half_even);
  return toPlainString(yearly);
}
