import {
  TRAILING_RATE,
  type MarketConfig,
  type OrderSide,
  type PlaceStopBody,
  type SpotStopKind,
} from '@exchange/contracts';
import {
  eq,
  gt,
  gte,
  lt,
  max,
  mul,
  parseDecimal,
  scaleOf,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import { canonicalAmount } from '../wallet/transferRules';
import { inputValue } from './orderMath';
import {
  belowNotional,
  checkAmount,
  checkPrice,
  checkTotal,
  exceeds,
  isProblem,
  problemOf,
  type Problem,
} from './orderRules';

/**
 * Client checks for a conditional order, mirroring the server's (contracts
 * `placeStopBody` and the spotStops errors) on top of the market's rules in
 * orderRules: a trigger that is not the last price, an OCO's legs on either
 * side of the last price, a callback rate within TRAILING_RATE, a trailing
 * activation beyond the last price, and the balance that would be held.
 */

export interface StopDraft {
  kind: SpotStopKind;
  side: OrderSide;
  /** The trigger of stop_limit and stop_market; an OCO's stop leg. */
  stopPrice: string;
  /** The limit price of stop_limit; an OCO's resting limit leg. */
  price: string;
  /** The limit price of the order an OCO's stop leg places. */
  stopLimitPrice: string;
  amount: string;
  /** The quote total of a stop-market or trailing buy. */
  total: string;
  /** Trailing: the pull-back in percent. */
  callbackRate: string;
  /** Trailing: optional; empty means it follows the price from placement. */
  activationPrice: string;
}

export interface StopContext {
  market: MarketConfig;
  /** Quote available for a buy, base for a sell; undefined for guests or while loading. */
  available?: string | undefined;
  /** The market's last trade price; null before its first trade. */
  last: string | null;
}

export type StopField = Exclude<keyof StopDraft, 'kind' | 'side'>;
export type StopProblems = Partial<Record<StopField, Problem | undefined>>;

/** A stop-market or trailing buy is sized by the quote total to spend; everything else by amount. */
export function stopSizesByTotal(draft: Pick<StopDraft, 'kind' | 'side'>): boolean {
  return draft.side === 'buy' && (draft.kind === 'stop_market' || draft.kind === 'trailing');
}

/** Which way the last price must go from now to reach `trigger`; null when it is there already or unknown. */
export function directionTo(trigger: string, last: string | null): 'rise' | 'fall' | null {
  const target = inputValue(trigger);
  const from = last === null ? null : parseDecimal(last.trim());
  if (target === null || from === null || eq(target, from)) return null;
  return gt(target, from) ? 'rise' : 'fall';
}

const lastOf = (context: StopContext) =>
  context.last === null ? null : parseDecimal(context.last.trim());

/** A trigger price: the market's tick, and not the last price (it would trigger at once). */
function checkTrigger(text: string, context: StopContext): Decimal | Problem {
  const value = checkPrice(text, context.market);
  if (isProblem(value)) return value;
  const last = lastOf(context);
  if (last === null) return { key: 'stops.error.noLast' };
  return eq(value, last) ? { key: 'stops.error.atLast' } : value;
}

/** A price that must sit above (or below) the last price, as an OCO's legs and a trailing activation do. */
function checkSideOfLast(
  text: string,
  context: StopContext,
  want: 'above' | 'below',
): Decimal | Problem {
  const value = checkPrice(text, context.market);
  if (isProblem(value)) return value;
  const last = lastOf(context);
  if (last === null) return { key: 'stops.error.noLast' };
  const ok = want === 'above' ? gt(value, last) : lt(value, last);
  return ok ? value : { key: `stops.error.${want}`, params: { price: context.last ?? '' } };
}

/** The callback rate: TRAILING_RATE's range, at most two decimals. */
export function checkCallbackRate(text: string): Problem | undefined {
  if (text.trim() === '') return { key: 'account.error.required' };
  const value = inputValue(text);
  if (value === null) return { key: 'trade.error.format' };
  const low = parseDecimal(TRAILING_RATE.min);
  const high = parseDecimal(TRAILING_RATE.max);
  const outside = (low !== null && lt(value, low)) || (high !== null && gt(value, high));
  return outside || scaleOf(value) > 2
    ? { key: 'stops.error.rate', params: { min: TRAILING_RATE.min, max: TRAILING_RATE.max } }
    : undefined;
}

/** The size, and the held value against the balance and the minimum order value where it is known. */
function checkSize(draft: StopDraft, context: StopContext, limit: Decimal | null): StopProblems {
  const { market, available } = context;
  if (stopSizesByTotal(draft)) {
    const total = checkTotal(draft.total, market);
    if (isProblem(total)) return { total };
    return { total: belowNotional(total, market) ?? exceeds(total, available) };
  }
  const amount = checkAmount(draft.amount, market);
  if (isProblem(amount)) return { amount };
  if (draft.side === 'sell') {
    const notional = limit === null ? undefined : belowNotional(mul(limit, amount), market);
    return { amount: exceeds(amount, available) ?? notional };
  }
  if (limit === null) return {};
  const value = mul(limit, amount);
  return { amount: belowNotional(value, market) ?? exceeds(value, available) };
}

const decimalOf = (value: Decimal | Problem) => (isProblem(value) ? null : value);

/** Every problem with the draft, by field. */
export function checkStop(draft: StopDraft, context: StopContext): StopProblems {
  const { market } = context;
  const sell = draft.side === 'sell';
  switch (draft.kind) {
    case 'stop_limit': {
      const stopPrice = checkTrigger(draft.stopPrice, context);
      const price = checkPrice(draft.price, market);
      return {
        stopPrice: problemOf(stopPrice),
        price: problemOf(price),
        ...checkSize(draft, context, decimalOf(price)),
      };
    }
    case 'stop_market':
      return {
        stopPrice: problemOf(checkTrigger(draft.stopPrice, context)),
        ...checkSize(draft, context, null),
      };
    case 'trailing': {
      const activation =
        draft.activationPrice.trim() === ''
          ? undefined
          : problemOf(checkSideOfLast(draft.activationPrice, context, sell ? 'above' : 'below'));
      return {
        callbackRate: checkCallbackRate(draft.callbackRate),
        activationPrice: activation,
        ...checkSize(draft, context, null),
      };
    }
    case 'oco': {
      // A sell takes profit above the last price and stops the loss below it; a buy the other way.
      const price = checkSideOfLast(draft.price, context, sell ? 'above' : 'below');
      const stopPrice = checkSideOfLast(draft.stopPrice, context, sell ? 'below' : 'above');
      const stopLimitPrice = checkPrice(draft.stopLimitPrice, market);
      const limit = decimalOf(price);
      const stopLimit = decimalOf(stopLimitPrice);
      // A buy holds the dearer leg's cost; a sell's check of the minimum value uses the cheaper one.
      const sizing =
        limit === null || stopLimit === null
          ? null
          : sell
            ? lt(limit, stopLimit)
              ? limit
              : stopLimit
            : max(limit, stopLimit);
      return {
        price: problemOf(price),
        stopPrice: problemOf(stopPrice),
        stopLimitPrice: problemOf(stopLimitPrice),
        ...checkSize(draft, context, sizing),
      };
    }
  }
}

export function hasStopProblems(problems: StopProblems): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}

/**
 * What placing the draft holds, in which asset, exact: a sell holds its
 * amount of the base; a buy its limit value (an OCO the dearer of its two
 * legs), or the total of a stop-market or trailing buy. Null until the
 * figures it needs are typed.
 */
export function heldFor(
  draft: StopDraft,
  assets: { base: string; quote: string },
): { amount: string; asset: string } | null {
  if (draft.side === 'sell') {
    const amount = inputValue(draft.amount);
    return amount === null ? null : { amount: toPlainString(amount), asset: assets.base };
  }
  if (stopSizesByTotal(draft)) {
    const total = inputValue(draft.total);
    return total === null ? null : { amount: toPlainString(total), asset: assets.quote };
  }
  const amount = inputValue(draft.amount);
  const price = inputValue(draft.price);
  const stopLimit = draft.kind === 'oco' ? inputValue(draft.stopLimitPrice) : price;
  if (amount === null || price === null || stopLimit === null) return null;
  return { amount: toPlainString(mul(max(price, stopLimit), amount)), asset: assets.quote };
}

/** The price a share of a buyer's balance is sized at: the limit, an OCO's dearer leg. */
export function stopSizingPrice(
  draft: Pick<StopDraft, 'kind' | 'price' | 'stopLimitPrice'>,
): string {
  if (draft.kind !== 'oco') return draft.price;
  const limit = inputValue(draft.price);
  const stopLimit = inputValue(draft.stopLimitPrice);
  if (limit === null || stopLimit === null) return draft.price;
  return gte(limit, stopLimit) ? draft.price : draft.stopLimitPrice;
}

export type StopRequest = Omit<PlaceStopBody, 'clientOrderId'>;

/** The body of `POST /exchange/order/stop/add` without its client order id, in a fixed key order. */
export function stopRequest(draft: StopDraft, symbol: string): StopRequest {
  const plain = (text: string) => canonicalAmount(text) ?? text.trim();
  const base = { symbol, side: draft.side, kind: draft.kind };
  const size = stopSizesByTotal(draft)
    ? { quoteAmount: plain(draft.total) }
    : { amount: plain(draft.amount) };
  switch (draft.kind) {
    case 'stop_limit':
      return { ...base, stopPrice: plain(draft.stopPrice), price: plain(draft.price), ...size };
    case 'stop_market':
      return { ...base, stopPrice: plain(draft.stopPrice), ...size };
    case 'trailing': {
      const activation = draft.activationPrice.trim();
      return {
        ...base,
        callbackRate: plain(draft.callbackRate),
        ...(activation === '' ? {} : { activationPrice: plain(activation) }),
        ...size,
      };
    }
    case 'oco':
      return {
        ...base,
        price: plain(draft.price),
        stopPrice: plain(draft.stopPrice),
        stopLimitPrice: plain(draft.stopLimitPrice),
        ...size,
      };
  }
}
