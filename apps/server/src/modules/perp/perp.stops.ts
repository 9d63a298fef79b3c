/**
 * Contract conditional orders: an ordinary contract order (open or close,
 * limit or market, with its presets) placed when the contract's mark price
 * or last trade price reaches a trigger, or, for a trailing stop, when the
 * price comes back by a percentage from its best since activation. Nothing
 * is held until then (as on the largest exchanges): at the trigger the
 * order is checked and placed like any other, and a refusal ends the stop
 * REJECTED with its reason.
 *
 * Waiting stops live in memory in `StopBook`s (`lib/stop-book.ts`), one per
 * contract, source and direction. Last-price stops walk each batch's trade
 * prices (exact ticks); mark stops walk each new mark once a second,
 * converted to ticks toward not triggering (down for a rising trigger, up
 * for a falling one), so a stop never fires before its price is reached.
 *
 * A trigger first takes the row (WAITING to TRIGGERED), then places the
 * order under the client order id `stop-<id>` and records it. A cancel
 * takes the row only from WAITING, so the two never both win. A restart
 * reloads the waiting stops, places again (same id, so answered with the
 * order if it was made) any taken but unrecorded, and fires last-price stops
 * that trades since their placement reached; mark stops see the mark at the
 * next tick.
 */
import {
  TRAILING_RATE,
  type PerpPlaceOrder,
  type PerpStop,
  type PerpStopPlacement,
} from '@exchange/contracts';
import { risk } from '@exchange/engine';
import { decimal, isMultipleOf, mul, toPlainString } from '@exchange/money';
import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { SerialQueues } from '../../lib/serial-queues.js';
import {
  rateOf,
  StopBook,
  trailingTrigger,
  type BookStop,
  type Direction,
  type Fired,
} from '../../lib/stop-book.js';
import type { Contract } from './perp.core.js';
import type { PerpBatchEvent } from './perp.runner.js';
import type { Fixed } from './perp.state.js';
import type { PerpStopRow, PerpStopStore } from './perp.stops.store.js';

/** Waiting conditional orders one user may keep on one contract. */
export const MAX_PERP_STOPS_PER_USER = 20;

interface LiveStop extends BookStop {
  readonly symbol: string;
  readonly source: 'mark' | 'last';
}

export interface PerpStopDeps {
  readonly store: PerpStopStore;
  readonly clock: Clock;
  readonly log: (error: unknown, message: string) => void;
  readonly contractOf: (symbol: string) => Contract;
  readonly mark: (symbol: string) => Fixed | null;
  readonly last: (symbol: string) => Fixed | null;
  readonly symbols: () => readonly string[];
  readonly place: (userId: number, order: PerpPlaceOrder) => Promise<{ orderId: string }>;
}

const tickOf = (contract: Contract) => risk.fx(toPlainString(contract.tick));
const ticks = (contract: Contract, price: Fixed, rounding: 'floor' | 'ceil') =>
  Number(risk.mulDiv(price, 1n, tickOf(contract), rounding));
const priceText = (contract: Contract, t: number) =>
  toPlainString(mul(decimal(String(t)), contract.tick));
/** An order that sells: closing a long or opening a short; it trails the high and fires on a fall. */
const sells = (order: PerpPlaceOrder) =>
  (order.direction === 'long') === (order.action === 'close');

function fingerprintOf(placement: PerpStopPlacement): string {
  const { order, ...trigger } = placement;
  const { clientOrderId: _id, ...rest } = order;
  return createHash('sha256').update(JSON.stringify({ trigger, rest })).digest('hex').slice(0, 32);
}

function orderOf(row: PerpStopRow): PerpPlaceOrder {
  return {
    symbol: row.symbol,
    direction: row.direction,
    action: row.action,
    type: row.type,
    price: row.price,
    lots: Number(row.lots),
    leverage: row.leverage,
    takeProfit: row.take_profit,
    stopLoss: row.stop_loss,
    timeInForce: row.time_in_force as PerpPlaceOrder['timeInForce'],
    clientOrderId: `stop-${row.id}`,
  };
}

export function createPerpStops(deps: PerpStopDeps) {
  const { store } = deps;
  const books = new Map<string, StopBook<LiveStop>>();
  const bookOf = (symbol: string, source: string, direction: Direction) => {
    const key = `${symbol}:${source}:${direction}`;
    let book = books.get(key);
    if (!book) books.set(key, (book = new StopBook<LiveStop>()));
    return book;
  };
  const liveOf = (row: PerpStopRow): LiveStop => {
    const contract = deps.contractOf(row.symbol);
    const at = (text: string | null) =>
      text === null ? null : ticks(contract, risk.fx(text), 'floor');
    return {
      id: Number(row.id),
      userId: row.user_id,
      symbol: row.symbol,
      source: row.source,
      direction: row.trigger,
      stopTicks: at(row.trigger_price),
      trailing:
        row.callback_rate === null
          ? null
          : {
              rateBp: Number(toPlainString(mul(decimal(row.callback_rate), decimal('100')))),
              activationTicks: at(row.activation_price),
              extremeTicks: at(row.extreme_price),
            },
      ocoOrderId: null,
    };
  };
  const add = (stop: LiveStop) => bookOf(stop.symbol, stop.source, stop.direction).add(stop);
  const remove = (row: PerpStopRow) =>
    bookOf(row.symbol, row.source, row.trigger).remove(Number(row.id));
  const waitingOf = (userId: number, symbol: string) =>
    (['mark', 'last'] as const).reduce(
      (n, source) =>
        n +
        bookOf(symbol, source, 'rise').countOf(userId) +
        bookOf(symbol, source, 'fall').countOf(userId),
      0,
    );

  function toWire(row: PerpStopRow): PerpStop {
    const contract = deps.contractOf(row.symbol);
    const live =
      row.status === 'WAITING'
        ? bookOf(row.symbol, row.source, row.trigger).get(Number(row.id))
        : undefined;
    const trailing = live?.trailing ?? null;
    const plain = (v: string | null) => (v === null ? null : toPlainString(decimal(v)));
    return {
      stopId: row.id,
      clientOrderId: row.client_order_id,
      symbol: row.symbol,
      kind: row.kind,
      source: row.source,
      trigger: row.trigger,
      triggerPrice: plain(row.trigger_price),
      callbackRate: plain(row.callback_rate),
      activationPrice: plain(row.activation_price),
      extremePrice:
        trailing?.extremeTicks != null ? priceText(contract, trailing.extremeTicks) : null,
      trailingTrigger: trailing
        ? (() => {
            const at = trailingTrigger(contract.tick, row.trigger, trailing);
            return at === null ? null : toPlainString(at);
          })()
        : null,
      direction: row.direction,
      action: row.action,
      type: row.type,
      price: plain(row.price),
      lots: Number(row.lots),
      leverage: row.leverage,
      takeProfit: plain(row.take_profit),
      stopLoss: plain(row.stop_loss),
      status: row.status,
      reason: row.reason,
      orderId: row.order_id,
      triggeredPrice: plain(row.triggered_price),
      triggeredAt: row.triggered_at?.getTime() ?? null,
      createdAt: row.created_at.getTime(),
      updatedAt: row.updated_at.getTime(),
    };
  }

  /** Places a taken stop's order and records it; a refusal ends the stop with the reason. */
  async function placeFor(row: PerpStopRow): Promise<void> {
    try {
      const order = await deps.place(row.user_id, orderOf(row));
      await store.placed(row.id, order.orderId, deps.clock.nowMs());
    } catch (error) {
      if (error instanceof AppError)
        await store.finish(
          row.id,
          { status: 'REJECTED', reason: error.key, nowMs: deps.clock.nowMs() },
          'TRIGGERED',
        );
      // Anything else leaves it taken without an order: the next start places it again.
      else deps.log(error, `contract stop ${row.id}: order not placed`);
    }
  }

  /** Per contract, the triggers in the order the prices reached them. */
  const queues = new SerialQueues(deps.log);
  function fire(symbol: string, fired: readonly Fired<LiveStop>[]): void {
    if (fired.length === 0) return;
    const contract = deps.contractOf(symbol);
    queues.run(
      symbol,
      async () => {
        for (const { stop, ticks: at } of fired) {
          const row = await store.claim(stop.id, priceText(contract, at), deps.clock.nowMs());
          if (row) await placeFor(row);
        }
      },
      `contract ${symbol}: stops not handled`,
    );
  }

  /** The current price of a source, in ticks rounded toward not triggering a `direction` stop. */
  const nowTicks = (symbol: string, source: 'mark' | 'last', direction: Direction) => {
    const price = source === 'mark' ? deps.mark(symbol) : deps.last(symbol);
    return price === null
      ? null
      : ticks(deps.contractOf(symbol), price, direction === 'rise' ? 'floor' : 'ceil');
  };

  return {
    /** After each mark refresh (every second): mark stops walk the new marks. */
    marks(): void {
      for (const symbol of deps.symbols()) {
        for (const direction of ['rise', 'fall'] as const) {
          const at = nowTicks(symbol, 'mark', direction);
          if (at !== null) fire(symbol, bookOf(symbol, 'mark', direction).path([at]));
        }
      }
    },

    /** After each written batch: last-price stops walk its trade prices. */
    trades(event: PerpBatchEvent): void {
      // Nothing waits on this contract's last price (a runner replaying at start, before
      // it is listed here, included): nothing to walk.
      const waiting = ['rise', 'fall'].some(
        (d) => (books.get(`${event.symbol}:last:${d}`)?.size ?? 0) > 0,
      );
      if (event.trades.length === 0 || !waiting) return;
      const contract = deps.contractOf(event.symbol);
      const path = event.trades.map((t) => ticks(contract, t.price, 'floor'));
      const rise = bookOf(event.symbol, 'last', 'rise').path(path);
      const fall = bookOf(event.symbol, 'last', 'fall').path(path);
      fire(
        event.symbol,
        [...rise, ...fall].sort((a, b) => a.stop.id - b.stop.id),
      );
    },

    /** Resolves once every trigger so far is handled (tests, a clean stop). */
    idle: () => queues.idle(),

    /** Loads a contract's stops at start (see the file's comment). */
    async attach(symbol: string): Promise<void> {
      const contract = deps.contractOf(symbol);
      for (const row of await store.waiting(symbol)) add(liveOf(row));
      for (const row of await store.unplaced(symbol)) await placeFor(row);
      const fired: Fired<LiveStop>[] = [];
      for (const { id, highest, lowest } of await store.extremes(symbol)) {
        const hi = ticks(contract, risk.fx(highest), 'floor');
        const lo = ticks(contract, risk.fx(lowest), 'floor');
        for (const direction of ['rise', 'fall'] as const) {
          const book = bookOf(symbol, 'last', direction);
          book.lastTicks = nowTicks(symbol, 'last', direction);
          const one = book.catchUp(Number(id), hi, lo);
          if (one) fired.push(one);
        }
      }
      fire(symbol, fired);
    },

    /**
     * Places a conditional order; idempotent by clientOrderId. Errors:
     * CONTRACT_UNKNOWN, PRICE_PRECISION, MARK_PRICE_UNAVAILABLE,
     * NO_LAST_PRICE, STOP_PRICE_AT_LAST, TRAILING_RATE_INVALID,
     * TRAILING_ACTIVATION_INVALID, PARAM_INVALID, TOO_MANY_STOP_ORDERS,
     * CLIENT_ORDER_ID_REUSED.
     */
    async place(userId: number, placement: PerpStopPlacement): Promise<PerpStop> {
      const { order, kind, source } = placement;
      const contract = deps.contractOf(order.symbol);
      const fingerprint = fingerprintOf(placement);
      const clientOrderId = order.clientOrderId;
      const repeat = async () => {
        const row =
          clientOrderId === null ? undefined : await store.byClientId(userId, clientOrderId);
        if (row && row.fingerprint !== fingerprint) throw new AppError('CLIENT_ORDER_ID_REUSED');
        return row ? toWire(row) : null;
      };
      const earlier = await repeat();
      if (earlier) return earlier;

      const onTick = (text: string | null, field: string) => {
        if (text === null) return null;
        if (!isMultipleOf(decimal(text), contract.tick))
          throw new AppError('PRICE_PRECISION', { tick: toPlainString(contract.tick), field });
        return ticks(contract, risk.fx(text), 'floor');
      };
      onTick(order.price, 'price');
      const current = (direction: Direction) => {
        const at = nowTicks(contract.symbol, source, direction);
        if (at === null)
          throw new AppError(source === 'mark' ? 'MARK_PRICE_UNAVAILABLE' : 'NO_LAST_PRICE');
        return at;
      };
      let trigger: Direction;
      let rate: string | null = null;
      let extreme: number | null = null;
      if (kind === 'trigger') {
        if (placement.callbackRate !== null || placement.activationPrice !== null)
          throw new AppError('PARAM_INVALID', { field: 'callbackRate' });
        const at = onTick(placement.triggerPrice, 'triggerPrice');
        if (at === null) throw new AppError('PRICE_NOT_POSITIVE');
        // The exact price decides the side; equal to it would trigger at once.
        const exact = risk.mulDiv(BigInt(at), tickOf(contract), 1n, 'floor');
        const price = source === 'mark' ? deps.mark(contract.symbol) : deps.last(contract.symbol);
        if (price === null)
          throw new AppError(source === 'mark' ? 'MARK_PRICE_UNAVAILABLE' : 'NO_LAST_PRICE');
        if (exact === price) throw new AppError('STOP_PRICE_AT_LAST');
        trigger = exact > price ? 'rise' : 'fall';
      } else {
        if (placement.triggerPrice !== null)
          throw new AppError('PARAM_INVALID', { field: 'triggerPrice' });
        if (order.type !== 'market') throw new AppError('PARAM_INVALID', { field: 'type' });
        rate = toPlainString(rateOf(placement.callbackRate ?? undefined, TRAILING_RATE).rate);
        trigger = sells(order) ? 'fall' : 'rise';
        const now = current(trigger);
        const activation = onTick(placement.activationPrice, 'activationPrice');
        if (activation !== null) {
          // Activation lies beyond the price: above it for a sell, below it for a buy.
          const valid = trigger === 'fall' ? activation > now : activation < now;
          if (!valid) throw new AppError('TRAILING_ACTIVATION_INVALID');
        } else extreme = now;
      }
      if (waitingOf(userId, contract.symbol) >= MAX_PERP_STOPS_PER_USER)
        throw new AppError('TOO_MANY_STOP_ORDERS', { max: MAX_PERP_STOPS_PER_USER });

      const nowMs = deps.clock.nowMs();
      let row: PerpStopRow;
      try {
        row = await store.insert({
          symbol: contract.symbol,
          user_id: userId,
          client_order_id: clientOrderId,
          fingerprint,
          kind,
          source,
          trigger,
          trigger_price: placement.triggerPrice,
          callback_rate: rate,
          activation_price: placement.activationPrice,
          extreme_price: extreme === null ? null : priceText(contract, extreme),
          direction: order.direction,
          action: order.action,
          type: order.type,
          price: order.price,
          lots: String(order.lots),
          leverage: order.leverage,
          take_profit: order.takeProfit,
          stop_loss: order.stopLoss,
          time_in_force: order.timeInForce,
          created_at: new Date(nowMs),
          updated_at: new Date(nowMs),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'perp_stop_order_client')) {
          const raced = await repeat();
          if (raced) return raced;
        }
        throw error;
      }
      const live = liveOf(row);
      add(live);
      // The price may have reached it while it was being stored.
      const at = nowTicks(contract.symbol, source, trigger);
      if (at !== null) {
        const book = bookOf(contract.symbol, source, trigger);
        book.lastTicks = at;
        const now = book.catchUp(live.id, at, at);
        if (now) fire(contract.symbol, [now]);
      }
      return toWire(row);
    },

    /** Cancels a waiting stop. Errors: ORDER_NOT_FOUND, ORDER_ALREADY_CLOSED. */
    async cancel(userId: number, stopId: string): Promise<PerpStop> {
      const row = await store.byId(stopId);
      if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
      if (row.status !== 'WAITING') throw new AppError('ORDER_ALREADY_CLOSED');
      const taken = remove(row);
      let done: PerpStopRow | undefined;
      try {
        done = await store.finish(
          row.id,
          { status: 'CANCELLED', reason: 'user', nowMs: deps.clock.nowMs() },
          'WAITING',
        );
      } catch (error) {
        if (taken) add(taken);
        throw error;
      }
      // Not waiting any more: a trigger took it between the read and now.
      if (!done) throw new AppError('ORDER_ALREADY_CLOSED');
      return toWire(done);
    },

    async list(
      userId: number,
      filter: { symbol?: string; open: boolean },
      pageNo: number,
      pageSize: number,
    ) {
      if (filter.symbol !== undefined) deps.contractOf(filter.symbol);
      const { rows, total } = await store.page(userId, filter, pageNo, pageSize);
      return { list: rows.map(toWire), total, pageNo, pageSize };
    },
  };
}

export type PerpStops = ReturnType<typeof createPerpStops>;
