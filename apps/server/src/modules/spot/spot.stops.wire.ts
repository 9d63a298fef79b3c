/**
 * Spot conditional orders between their row, the runner's book and the
 * wire: the fingerprint of a placement (what makes a repeated client order
 * id "the same"), the book's view of a stored stop, and the answer.
 */
import type { PlaceStopBody, SpotStop } from '@exchange/contracts';
import { decimal, div, mul, ROUNDING, toPlainString, type Decimal } from '@exchange/money';
import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error.js';
import { stepsToDecimal, type Market, type PlaceInput } from './spot.core.js';
import type { MarketRunner } from './spot.runner.js';
import { trailingTrigger, type LiveStop } from './spot.stops.core.js';
import type { StopRow } from './spot.stops.store.js';

export const text = (value: Decimal | null) => (value === null ? null : toPlainString(value));
/** Stored and traded prices are tick multiples: the division is exact. */
export const ticksOf = (market: Market, price: string) =>
  Number(toPlainString(div(decimal(price), market.tick, 0, ROUNDING.down)));
export const isKey = (error: unknown, ...keys: string[]) =>
  error instanceof AppError && keys.includes(error.key);

export function fingerprintOf(
  symbol: string,
  body: Omit<PlaceStopBody, 'symbol' | 'clientOrderId'>,
) {
  const fields = [
    symbol,
    body.kind,
    body.side,
    body.stopPrice,
    body.price,
    body.stopLimitPrice,
    body.amount,
    body.quoteAmount,
    body.callbackRate,
    body.activationPrice,
  ].map((v) => (v ?? '').trim());
  return createHash('sha256').update(fields.join('|')).digest('hex').slice(0, 32);
}

/** The book's view of a stored waiting stop. */
export function liveOf(market: Market, row: StopRow): LiveStop {
  const input: PlaceInput =
    row.kind === 'stop_limit' || row.kind === 'oco'
      ? {
          side: row.side,
          type: 'limit',
          price: row.kind === 'oco' ? (row.stop_limit_price ?? '') : (row.price ?? ''),
          amount: row.amount ?? '',
          timeInForce: 'GTC',
        }
      : {
          side: row.side,
          type: 'market',
          timeInForce: 'IOC',
          ...(row.side === 'buy'
            ? { quoteAmount: row.quote_amount ?? '' }
            : { amount: row.amount ?? '' }),
        };
  return {
    id: Number(row.id),
    userId: row.user_id,
    direction: row.direction,
    stopTicks: row.stop_price === null ? null : ticksOf(market, row.stop_price),
    trailing:
      row.callback_rate === null
        ? null
        : {
            rateBp: Number(toPlainString(mul(decimal(row.callback_rate), decimal('100')))),
            activationTicks:
              row.activation_price === null ? null : ticksOf(market, row.activation_price),
            extremeTicks: row.extreme_price === null ? null : ticksOf(market, row.extreme_price),
          },
    ocoOrderId: row.oco_order_id === null ? null : Number(row.oco_order_id),
    input,
    frozen: decimal(row.frozen),
  };
}

const plain = (value: string | null) => (value === null ? null : toPlainString(decimal(value)));

/** The wire form of a stop, with a waiting trailing stop's best price and trigger from memory. */
export function stopToWire(runner: MarketRunner, row: StopRow): SpotStop {
  const live = row.status === 'WAITING' ? runner.stops.get(Number(row.id)) : undefined;
  const trailing = live?.trailing ?? null;
  const extreme =
    trailing?.extremeTicks != null
      ? stepsToDecimal(trailing.extremeTicks, runner.market.tick)
      : row.extreme_price === null
        ? null
        : decimal(row.extreme_price);
  return {
    stopId: row.id,
    clientOrderId: row.client_order_id,
    symbol: row.market,
    side: row.side,
    kind: row.kind,
    direction: row.direction,
    stopPrice: plain(row.stop_price),
    price: plain(row.price),
    stopLimitPrice: plain(row.stop_limit_price),
    amount: plain(row.amount),
    quoteAmount: plain(row.quote_amount),
    callbackRate: plain(row.callback_rate),
    activationPrice: plain(row.activation_price),
    extremePrice: row.status === 'WAITING' ? text(extreme) : null,
    trailingTrigger:
      live?.trailing && row.status === 'WAITING'
        ? text(trailingTrigger(runner.market.tick, live.direction, live.trailing))
        : null,
    frozen: row.status === 'WAITING' ? (plain(row.frozen) ?? '0') : '0',
    freezeAsset: row.freeze_asset,
    status: row.status,
    reason: row.reason,
    ocoOrderId: row.oco_order_id,
    orderId: row.order_id,
    triggeredPrice: plain(row.triggered_price),
    triggeredAt: row.triggered_at?.getTime() ?? null,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}
