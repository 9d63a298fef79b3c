/**
 * Pure spot rules: a market's configuration, conversion between decimal
 * prices and amounts and the engine's integer ticks and lots, validation of
 * a placement against the market, and trading hours. No I/O, no clock: the
 * time is passed in.
 */
import { MAX_LOTS, MAX_PRICE_TICKS } from '@exchange/engine';
import type { MarketConfig, PlaceOrderBody } from '@exchange/contracts';
import {
  decimal,
  fromBigInt,
  gt,
  isMultipleOf,
  isPositive,
  lt,
  mul,
  parseDecimal,
  scaleOf,
  toPlainString,
  toUnits,
  type Decimal,
} from '@exchange/money';
import { AppError } from '../../http/app-error.js';

export interface Market {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly tick: Decimal;
  readonly lot: Decimal;
  /** tick * lot: the quote value of one lot at one tick, the engine's quote unit. */
  readonly unit: Decimal;
  readonly minAmount: Decimal;
  readonly maxAmount: Decimal;
  readonly minNotional: Decimal;
  readonly makerFee: Decimal;
  readonly takerFee: Decimal;
  readonly tradingHours: string;
  readonly enabled: boolean;
  readonly sort: number;
  /** Decimal places of the coins, for rounding fees. */
  readonly baseDecimals: number;
  readonly quoteDecimals: number;
}

export interface MarketRow {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly tick_size: string;
  readonly lot_size: string;
  readonly min_amount: string;
  readonly max_amount: string;
  readonly min_notional: string;
  readonly maker_fee: string;
  readonly taker_fee: string;
  readonly trading_hours: string;
  readonly enabled: boolean;
  readonly sort: number;
}

/** Parses a market row; throws when its steps could make a trade value inexact in the quote coin. */
export function marketFromRow(
  row: MarketRow,
  decimalsOf: (coin: string) => number | undefined,
): Market {
  const tick = decimal(row.tick_size);
  const lot = decimal(row.lot_size);
  const baseDecimals = decimalsOf(row.base);
  const quoteDecimals = decimalsOf(row.quote);
  if (baseDecimals === undefined || quoteDecimals === undefined)
    throw new Error(`market ${row.symbol}: unknown coin`);
  if (scaleOf(tick) + scaleOf(lot) > quoteDecimals || scaleOf(lot) > baseDecimals)
    throw new Error(`market ${row.symbol}: tick and lot are finer than the coins' decimals`);
  return {
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    tick,
    lot,
    unit: mul(tick, lot),
    minAmount: decimal(row.min_amount),
    maxAmount: decimal(row.max_amount),
    minNotional: decimal(row.min_notional),
    makerFee: decimal(row.maker_fee),
    takerFee: decimal(row.taker_fee),
    tradingHours: row.trading_hours,
    enabled: row.enabled,
    sort: row.sort,
    baseDecimals,
    quoteDecimals,
  };
}

export function marketConfig(market: Market): MarketConfig {
  return {
    symbol: market.symbol,
    base: market.base,
    quote: market.quote,
    tickSize: toPlainString(market.tick),
    lotSize: toPlainString(market.lot),
    pricePrecision: scaleOf(market.tick),
    amountPrecision: scaleOf(market.lot),
    minAmount: toPlainString(market.minAmount),
    maxAmount: toPlainString(market.maxAmount),
    minNotional: toPlainString(market.minNotional),
    makerFee: toPlainString(market.makerFee),
    takerFee: toPlainString(market.takerFee),
    tradingHours: market.tradingHours,
    enabled: market.enabled,
  };
}

/** `count` steps of `step`, exactly. */
export function stepsToDecimal(count: number | bigint, step: Decimal): Decimal {
  return mul(fromBigInt(BigInt(count), 0), step);
}

/** How many whole `step`s make `value`, or null when it is not a multiple. */
function stepsOf(value: Decimal, step: Decimal): bigint | null {
  if (!isMultipleOf(value, step)) return null;
  const scale = Math.max(scaleOf(value), scaleOf(step));
  return toUnits(value, scale) / toUnits(step, scale);
}

/** Engine units of quote value `value`, rounded down: the engine never spends more than was frozen. */
export function quoteUnits(market: Market, value: Decimal): number {
  const scale = Math.max(scaleOf(value), scaleOf(market.unit));
  const units = toUnits(value, scale) / toUnits(market.unit, scale);
  return Number(units > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : units);
}

/** Whether `nowMs` falls inside one of the "HH:MM-HH:MM" UTC windows. */
export function isTradingTime(hours: string, nowMs: number): boolean {
  const minute = Math.floor((nowMs % 86_400_000) / 60_000);
  return hours.split(',').some((window) => {
    const match = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(window.trim());
    if (!match) return false;
    const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
    const from = h1 * 60 + m1;
    const to = h2 * 60 + m2;
    return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
  });
}

/** A placement checked against its market, in engine units, with what it must freeze. */
export interface ValidOrder {
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  readonly timeInForce: 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
  readonly price: Decimal | null;
  readonly amount: Decimal | null;
  readonly quoteAmount: Decimal | null;
  readonly priceTicks: number | null;
  readonly lots: number;
  /**
   * What to freeze, in `freezeAsset`: an exact amount, or 'available' for a
   * market buy by base amount, whose cost is unknown until it matches: it
   * freezes the whole available quote balance and releases the rest when done.
   */
  readonly freeze: Decimal | 'available';
  readonly freezeAsset: string;
}

export type PlaceInput = Omit<PlaceOrderBody, 'symbol' | 'timeInForce'> & {
  readonly timeInForce: 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
};

function positive(
  raw: string | undefined,
  error: 'PRICE_NOT_POSITIVE' | 'ORDER_AMOUNT_NOT_POSITIVE',
): Decimal {
  const value = raw === undefined ? null : parseDecimal(raw.trim());
  if (value === null || !isPositive(value)) throw new AppError(error);
  return value;
}

/**
 * A price field in ticks of the market. Errors: PRICE_NOT_POSITIVE,
 * PRICE_PRECISION, FIELD_OUT_OF_RANGE (naming `field`).
 */
export function priceTicksOf(
  market: Market,
  raw: string | undefined,
  field: string,
): { price: Decimal; ticks: number } {
  const price = positive(raw, 'PRICE_NOT_POSITIVE');
  const ticks = stepsOf(price, market.tick);
  if (ticks === null) throw new AppError('PRICE_PRECISION', { tick: toPlainString(market.tick) });
  if (ticks > BigInt(MAX_PRICE_TICKS)) throw new AppError('FIELD_OUT_OF_RANGE', { field });
  return { price, ticks: Number(ticks) };
}

/**
 * Checks a placement against the market's rules, in the order a user can fix
 * them. Errors: MARKET_SUSPENDED, MARKET_CLOSED, PRICE_NOT_POSITIVE,
 * ORDER_AMOUNT_NOT_POSITIVE, PRICE_PRECISION, LOT_PRECISION,
 * ORDER_AMOUNT_BELOW_MIN, ORDER_AMOUNT_ABOVE_MAX, NOTIONAL_BELOW_MIN,
 * QUOTE_AMOUNT_REQUIRED, PARAM_INVALID, FIELD_OUT_OF_RANGE.
 */
export function validatePlacement(market: Market, input: PlaceInput, nowMs: number): ValidOrder {
  if (!market.enabled) throw new AppError('MARKET_SUSPENDED');
  if (!isTradingTime(market.tradingHours, nowMs))
    throw new AppError('MARKET_CLOSED', { hours: market.tradingHours });

  let price: Decimal | null = null;
  let priceTicks: number | null = null;
  if (input.type === 'limit') {
    ({ price, ticks: priceTicks } = priceTicksOf(market, input.price, 'price'));
  }

  const wantsQuote =
    input.type === 'market' && input.side === 'buy' && input.quoteAmount !== undefined;
  if (wantsQuote && input.amount !== undefined)
    throw new AppError('PARAM_INVALID', { field: 'amount, quoteAmount' });
  if (input.type === 'market' && input.side === 'buy' && !wantsQuote && input.amount === undefined)
    throw new AppError('QUOTE_AMOUNT_REQUIRED');

  if (wantsQuote) {
    const quoteAmount = positive(input.quoteAmount, 'ORDER_AMOUNT_NOT_POSITIVE');
    if (lt(quoteAmount, market.minNotional))
      throw new AppError('NOTIONAL_BELOW_MIN', {
        min: toPlainString(market.minNotional),
        asset: market.quote,
      });
    if (scaleOf(quoteAmount) > market.quoteDecimals)
      throw new AppError('AMOUNT_PRECISION', { places: market.quoteDecimals });
    return {
      side: 'buy',
      type: 'market',
      timeInForce: 'IOC',
      price: null,
      amount: null,
      quoteAmount,
      priceTicks: null,
      lots: MAX_LOTS,
      freeze: quoteAmount,
      freezeAsset: market.quote,
    };
  }

  const amount = positive(input.amount, 'ORDER_AMOUNT_NOT_POSITIVE');
  const lots = stepsOf(amount, market.lot);
  if (lots === null) throw new AppError('LOT_PRECISION', { lot: toPlainString(market.lot) });
  if (lt(amount, market.minAmount))
    throw new AppError('ORDER_AMOUNT_BELOW_MIN', { min: toPlainString(market.minAmount) });
  if (gt(amount, market.maxAmount))
    throw new AppError('ORDER_AMOUNT_ABOVE_MAX', { max: toPlainString(market.maxAmount) });
  if (lots > BigInt(MAX_LOTS)) throw new AppError('FIELD_OUT_OF_RANGE', { field: 'amount' });

  if (price !== null && lt(mul(price, amount), market.minNotional))
    throw new AppError('NOTIONAL_BELOW_MIN', {
      min: toPlainString(market.minNotional),
      asset: market.quote,
    });

  const buying = input.side === 'buy';
  return {
    side: input.side,
    type: input.type,
    timeInForce: input.type === 'market' ? 'IOC' : input.timeInForce,
    price,
    amount,
    quoteAmount: null,
    priceTicks,
    lots: Number(lots),
    freeze: buying ? (price === null ? 'available' : mul(price, amount)) : amount,
    freezeAsset: buying ? market.quote : market.base,
  };
}
