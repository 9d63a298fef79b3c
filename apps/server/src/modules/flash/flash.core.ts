/**
 * Flash exchange, the pure part: which spot markets join two coins, and what
 * an amount fetches on each leg at the book as it stands. No I/O.
 *
 * A leg is executed as a fill-or-kill limit order whose limit is the worst
 * price the quote walked to, so a confirmed quote either fills at the quoted
 * prices or better, or not at all (then the user reconfirms at a new rate).
 * - sell (base for quote): the amount, cut to the lot, against the bids;
 * - buy (base with quote): the most lots whose cost at the limit price fits
 *   the quote amount, so the order's freeze (limit x amount) never exceeds
 *   what the user spends; the cost at the book's levels may be lower.
 * Fees are the markets' taker fees, rounded up to the received coin's
 * decimals, exactly as spot settlement takes them.
 */
import type { MarketConfig } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gt,
  isPositive,
  lt,
  min,
  mul,
  round,
  sub,
  ZERO,
  ROUNDING,
  type Decimal,
} from '@exchange/money';
import { AppError } from '../../http/app-error.js';

export const HUB = 'USDT';

/**
 * Each leg of a conversion is a spot order whose client order id is this
 * prefix, the quote id and the leg's number (1 or 2): the statement finds a
 * conversion's fills by it.
 */
export const FLASH_ORDER_PREFIX = 'qx';
export const flashOrderId = (quoteId: string, leg: 1 | 2): string =>
  `${FLASH_ORDER_PREFIX}${quoteId}${leg}`;

export interface Leg {
  readonly market: MarketConfig;
  readonly side: 'buy' | 'sell';
}

/** The markets from `from` to `to`: one direct market, or two through USDT. */
export function route(markets: readonly MarketConfig[], from: string, to: string): Leg[] {
  if (from === to) throw new AppError('EXCHANGE_SAME_COIN');
  const open = markets.filter((m) => m.enabled);
  const direct = (a: string, b: string): Leg | null => {
    const sell = open.find((m) => m.base === a && m.quote === b);
    if (sell) return { market: sell, side: 'sell' };
    const buy = open.find((m) => m.base === b && m.quote === a);
    return buy ? { market: buy, side: 'buy' } : null;
  };
  const one = direct(from, to);
  if (one) return [one];
  if (from !== HUB && to !== HUB) {
    const first = direct(from, HUB);
    const second = direct(HUB, to);
    if (first && second) return [first, second];
  }
  throw new AppError('EXCHANGE_PAIR_UNSUPPORTED');
}

export type Level = readonly [price: string, amount: string];

export interface LegQuote {
  readonly leg: Leg;
  /** What this leg spends, in its from-coin. */
  readonly spend: Decimal;
  /** Base amount of the fill-or-kill order, on the lot grid. */
  readonly amount: Decimal;
  /** The order's limit: the worst price the walk reached. */
  readonly limitPrice: Decimal;
  /** Received before the fee, and the fee, in the leg's to-coin. */
  readonly gross: Decimal;
  readonly fee: Decimal;
  readonly net: Decimal;
}

const floorTo = (value: Decimal, step: Decimal) => mul(div(value, step, 0, ROUNDING.floor), step);

/** Takes `amount` from the best levels: its value and the worst price reached; null if the book is too thin. */
function walkBook(
  book: readonly (readonly [Decimal, Decimal])[],
  amount: Decimal,
): { value: Decimal; worst: Decimal } | null {
  let left = amount;
  let value = ZERO;
  let worst = ZERO;
  for (const [price, size] of book) {
    if (!isPositive(left)) break;
    const take = min(size, left);
    value = add(value, mul(take, price));
    left = sub(left, take);
    worst = price;
  }
  return isPositive(left) ? null : { value, worst };
}

/**
 * What `spend` of the leg's from-coin fetches against `levels` (best first:
 * bids for a sell, asks for a buy). `decimalsOf` gives a coin's decimals for
 * the fee. Errors: EXCHANGE_AMOUNT_TOO_SMALL, EXCHANGE_AMOUNT_TOO_LARGE.
 */
export function quoteLeg(
  leg: Leg,
  spend: Decimal,
  levels: readonly Level[],
  decimalsOf: (coin: string) => number,
): LegQuote {
  const { market } = leg;
  const lot = decimal(market.lotSize);
  const book = levels.map(([p, q]) => [decimal(p), decimal(q)] as const);
  let amount: Decimal;
  let limitPrice = ZERO;
  if (leg.side === 'sell') {
    amount = floorTo(spend, lot);
  } else {
    // The first level whose depth up to it covers what the spend buys at its price.
    let depth = ZERO;
    amount = ZERO;
    for (const [price, size] of book) {
      depth = add(depth, size);
      const wanted = floorTo(div(spend, price, 18, ROUNDING.floor), lot);
      if (!lt(depth, wanted)) {
        amount = wanted;
        limitPrice = price;
        break;
      }
    }
    if (!isPositive(limitPrice)) throw new AppError('EXCHANGE_AMOUNT_TOO_LARGE');
  }
  const walk = walkBook(book, amount);
  if (walk === null) throw new AppError('EXCHANGE_AMOUNT_TOO_LARGE');
  const value = walk.value;
  if (leg.side === 'sell') limitPrice = walk.worst;
  if (
    !isPositive(amount) ||
    lt(amount, decimal(market.minAmount)) ||
    lt(value, decimal(market.minNotional))
  )
    throw new AppError('EXCHANGE_AMOUNT_TOO_SMALL');
  if (gt(amount, decimal(market.maxAmount))) throw new AppError('EXCHANGE_AMOUNT_TOO_LARGE');
  const gross = leg.side === 'sell' ? value : amount;
  const received = leg.side === 'sell' ? market.quote : market.base;
  const fee = round(mul(gross, decimal(market.takerFee)), decimalsOf(received), ROUNDING.ceil);
  return {
    leg,
    spend: leg.side === 'sell' ? amount : value,
    amount,
    limitPrice,
    gross,
    fee,
    net: sub(gross, fee),
  };
}
