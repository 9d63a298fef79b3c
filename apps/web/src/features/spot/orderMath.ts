import {
  add,
  decimal,
  div,
  eq,
  isPositive,
  max,
  movePoint,
  mul,
  parseDecimal,
  ROUNDING,
  scaleOf,
  sub,
  toFixed,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { canonicalAmount } from '../wallet/transferRules';

/**
 * The order form's arithmetic, exact and in one place (STYLE.md: components
 * never do money arithmetic). Every rounding is named and always goes the
 * safe way: amounts from a percentage round down, so 100 % never asks for
 * more than is available.
 */

export const PERCENT_STOPS = [0, 25, 50, 75, 100] as const;
export type PercentStop = (typeof PERCENT_STOPS)[number];

/** `percent` % of `value`, exact: the stops are whole percentages, so moving the point suffices. */
export function shareOf(value: Decimal, percent: PercentStop): Decimal {
  return movePoint(mul(value, decimal(String(percent))), -2);
}

/** What the user typed, as a decimal, or null while it is empty or half-typed nonsense. */
export function inputValue(text: string): Decimal | null {
  const canonical = canonicalAmount(text);
  return canonical === null ? null : parseDecimal(canonical);
}

/** A typed figure that must be above zero (a price), as a decimal; else null. */
export function positiveInput(text: string | null): Decimal | null {
  const value = text === null ? null : inputValue(text);
  return value !== null && isPositive(value) ? value : null;
}

/** The largest multiple of `step` not above `value` (steps are tick and lot sizes). */
export function floorToStep(value: Decimal, step: Decimal): Decimal {
  if (!isPositive(step)) return value;
  return mul(div(value, step, 0, ROUNDING.floor), step);
}

/** `value` written with exactly the step's decimals: "27000.1" with tick 0.01 is "27000.10". */
export function withStepPlaces(value: Decimal, step: Decimal): string {
  return toFixed(value, scaleOf(step), ROUNDING.down);
}

/**
 * The +/- buttons: one step up or down from the typed value, landing on the
 * step grid (an off-grid value goes to the neighbouring multiple), never below zero.
 */
export function stepInput(text: string, stepText: string, direction: 'up' | 'down'): string {
  const step = parseDecimal(stepText);
  if (step === null || !isPositive(step)) return text;
  const value = inputValue(text) ?? ZERO;
  const floor = floorToStep(value, step);
  let next: Decimal;
  if (direction === 'up') next = add(floor, step);
  else next = eq(floor, value) ? sub(value, step) : floor;
  return withStepPlaces(max(ZERO, next), step);
}

/** price × amount exactly, or null while either is missing. */
export function orderTotal(priceText: string, amountText: string): string | null {
  const price = inputValue(priceText);
  const amount = inputValue(amountText);
  if (price === null || amount === null) return null;
  return toPlainString(mul(price, amount));
}

export interface PercentInput {
  percent: PercentStop;
  side: 'buy' | 'sell';
  /** Quote available for a buy, base available for a sell, as the server sent it. */
  available: string;
  /** The limit price, or the estimated fill price of a market buy by amount. */
  price: string | null;
  lotSize: string;
}

/**
 * The base amount for a share of the available balance: for a buy, what the
 * quote share pays for at `price`; for a sell, the base share. Rounded down
 * to the lot size. Null when it cannot be worked out (no price yet).
 */
export function amountForPercent(input: PercentInput): string | null {
  const available = parseDecimal(input.available.trim());
  const lot = parseDecimal(input.lotSize);
  if (available === null || lot === null || !isPositive(lot)) return null;
  const share = shareOf(available, input.percent);
  if (input.side === 'sell') return withStepPlaces(floorToStep(share, lot), lot);
  const price = positiveInput(input.price);
  if (price === null) return null;
  // One decimal beyond the lot is enough for the floor to land on the right multiple.
  const affordable = div(share, price, scaleOf(lot) + 1, ROUNDING.down);
  return withStepPlaces(floorToStep(affordable, lot), lot);
}

/** The quote total for a share of the available balance (market buy by total), rounded down. */
export function totalForPercent(percent: PercentStop, available: string, places: number): string {
  const value = parseDecimal(available.trim()) ?? ZERO;
  return toFixed(shareOf(value, percent), places, ROUNDING.down);
}
