/**
 * Rules shared by the fast book and the reference engine: command shape
 * validation and price comparison. They are pure functions of their inputs,
 * unit tested directly, so sharing them does not weaken the differential test
 * of the matching logic.
 */
import { MAX_LOTS, MAX_PRICE_TICKS } from './types.js';
import type { PlaceCommand, RejectReason, Side } from './types.js';

/** Programmer errors are assertions: they throw and are never turned into events. */
export function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`engine assertion failed: ${message}`);
}

function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * Ids are assigned by the trusted sequencer in front of the engine, so a bad
 * id is a programmer error (assert). Prices and quantities come from users,
 * so bad ones are expected failures (rejections). The check order is part of
 * the contract: BAD_LOTS, then BAD_PRICE.
 */
export function validatePlace(command: PlaceCommand): RejectReason | null {
  assert(isId(command.orderId), 'orderId must be a non-negative safe integer');
  assert(isId(command.accountId), 'accountId must be a non-negative safe integer');
  assert(command.side === 'buy' || command.side === 'sell', 'side must be buy or sell');
  if (!isLots(command.lots)) return 'BAD_LOTS';
  if (command.type === 'market') {
    if (command.quoteLimit === undefined) return null;
    // Spending a quote budget only makes sense when buying; a positive safe
    // integer keeps the remaining budget exact through every subtraction.
    if (command.side !== 'buy') return 'BAD_LOTS';
    if (!Number.isSafeInteger(command.quoteLimit) || command.quoteLimit <= 0) return 'BAD_LOTS';
    return null;
  }
  if (!isPrice(command.priceTicks)) return 'BAD_PRICE';
  return null;
}

export function isLots(lots: number): boolean {
  return Number.isInteger(lots) && lots >= 1 && lots <= MAX_LOTS;
}

export function isPrice(priceTicks: number): boolean {
  return Number.isInteger(priceTicks) && priceTicks >= 1 && priceTicks <= MAX_PRICE_TICKS;
}

/** Whether a taker on `side` limited at `limitTicks` may trade against a maker at `makerTicks`. */
export function crosses(side: Side, limitTicks: number, makerTicks: number): boolean {
  return side === 'buy' ? makerTicks <= limitTicks : makerTicks >= limitTicks;
}

/**
 * Lots a quote-limited taker can afford at `priceTicks`, capped by `wantLots`.
 * The float quotient can be one too high when it rounds up to an integer, so
 * the product (exact: both factors are at most 2^26) corrects it.
 */
export function affordableLots(quoteLeft: number, priceTicks: number, wantLots: number): number {
  let lots = Math.min(wantLots, Math.floor(quoteLeft / priceTicks));
  if (lots * priceTicks > quoteLeft) lots -= 1;
  assert(lots >= 0 && lots * priceTicks <= quoteLeft, 'affordable lots within budget');
  return lots;
}
