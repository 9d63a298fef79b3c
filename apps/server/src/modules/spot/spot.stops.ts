/**
 * The stop desk: spot conditional orders (stop-limit, stop-market,
 * trailing stop, OCO) from placement to trigger.
 *
 * Placing one checks it against the market and its last price
 * (`spot.stops.core.ts`), then freezes what its order will need under the
 * hold `stop:<id>` and inserts it WAITING, in one transaction; an OCO first
 * places its limit leg as an ordinary order, and its stop holds only what
 * its own order would need beyond that leg's freeze. The market's runner
 * keeps the waiting stops in memory (`StopBook`) and, after each live batch,
 * walks its fill prices: a stop they reach is out of the book at once and
 * its order goes into the runner's queue like any other, where transaction
 * A marks the stop TRIGGERED with the order's id and moves its hold to the
 * order's, in the same commit (`spot.placing.ts`). A cancel and a trigger
 * race only on the row (`where status = 'WAITING'`): one of them wins.
 *
 * An OCO's trigger cancels its limit leg first and places the stop's order
 * once that cancel's release is written; the leg's freeze is free for that
 * moment, so another order of the same user can take it and the stop is
 * then REJECTED for INSUFFICIENT_BALANCE (shown in its history). A fill of
 * the limit leg, even partial, or its cancel cancels the stop (`oco`).
 *
 * After a restart the desk reloads the waiting stops and checks each
 * against the highest and lowest trade price since it was placed: a
 * trigger that a crash lost before its transaction A fires then. A trailing
 * stop's best price is rebuilt the same way, which a crash can only make
 * later, never sooner.
 */
import type { PlaceOrderBody, PlaceStopBody, SpotOrder, SpotStop } from '@exchange/contracts';
import { decimal, isPositive, lt, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { SerialQueues } from '../../lib/serial-queues.js';
import { lockedAvailable, postBatch } from '../ledger/index.js';
import { stepsToDecimal, validatePlacement } from './spot.core.js';
import type { MarketRunner } from './spot.runner.js';
import { validateStop, type Fired, type LiveStop } from './spot.stops.core.js';
import { stopFreeze, stopRelease, type StopRow, type StopStore } from './spot.stops.store.js';
import { fingerprintOf, isKey, liveOf, stopToWire, text, ticksOf } from './spot.stops.wire.js';

/** Waiting conditional orders one user may keep in one market. */
export const MAX_STOPS_PER_USER = 20;

export interface StopDeskDeps {
  readonly db: Kysely<unknown>;
  readonly store: StopStore;
  readonly clock: Clock;
  readonly log: (error: unknown, message: string) => void;
  readonly runnerOf: (symbol: string) => MarketRunner;
  /** Ordinary placement and cancel (an OCO's limit leg). */
  readonly placeOrder: (userId: number, body: PlaceOrderBody) => Promise<SpotOrder>;
  readonly cancelOrder: (userId: number, orderId: string) => Promise<SpotOrder>;
}

export function createStopDesk(deps: StopDeskDeps) {
  const { store } = deps;
  /** Per market, the triggers in the order the fills reached them. */
  const queues = new SerialQueues(deps.log);

  const toWire = (row: StopRow) => stopToWire(deps.runnerOf(row.market), row);

  /** Ends waiting stops (cancelled or rejected) and releases their holds, in one transaction. */
  async function finish(
    ids: readonly number[],
    status: 'CANCELLED' | 'REJECTED',
    reason: string,
  ): Promise<StopRow[]> {
    const nowMs = deps.clock.nowMs();
    return deps.db.transaction().execute(async (trx) => {
      const rows = await store.finish(trx, ids, { status, reason, nowMs });
      const releases = rows.flatMap((row) => stopRelease(row, decimal(row.frozen)));
      await postBatch(trx, releases, { partial: false, nowMs });
      return rows;
    });
  }

  /** Back into the book after a trigger failed for a reason of ours, if it is still waiting. */
  async function putBack(runner: MarketRunner, stop: LiveStop): Promise<void> {
    const row = await store.byId(String(stop.id));
    if (row?.status === 'WAITING') runner.stops.add(stop);
  }

  /** Places a fired stop's order (an OCO's after its leg is cancelled and released). */
  async function trigger(runner: MarketRunner, { stop, ticks }: Fired): Promise<void> {
    let order;
    try {
      order = validatePlacement(runner.market, stop.input, deps.clock.nowMs());
    } catch (error) {
      // The market changed since (suspended, closed, new minimums): the stop ends with the reason.
      if (error instanceof AppError) await finish([stop.id], 'REJECTED', error.key);
      else throw error;
      return;
    }
    if (stop.ocoOrderId !== null) {
      try {
        await runner.cancel(stop.userId, stop.ocoOrderId);
      } catch (error) {
        // The limit leg filled first: the OCO is done and its stop goes with it.
        if (isKey(error, 'ORDER_ALREADY_CLOSED')) await finish([stop.id], 'CANCELLED', 'oco');
        else await putBack(runner, stop);
        return;
      }
      await runner.unsettled(stop.userId);
    }
    try {
      await runner.placeTriggered(stop.userId, order, { id: stop.id, frozen: stop.frozen, ticks });
    } catch (error) {
      // Taken by a cancel, or rejected with its reason in its row: nothing more to do.
      if (!isKey(error, 'ORDER_ALREADY_CLOSED', 'INSUFFICIENT_BALANCE')) {
        deps.log(
          error,
          `spot ${runner.market.symbol}: stop ${stop.id} not triggered, waiting again`,
        );
        await putBack(runner, stop);
      }
    }
  }

  /** The runner's report after a live batch: OCO stops whose leg ended, stops the fills reached. */
  function moved(runner: MarketRunner, fired: readonly Fired[], ocoEnded: readonly LiveStop[]) {
    const symbol = runner.market.symbol;
    queues.run(
      symbol,
      async () => {
        if (ocoEnded.length > 0)
          await finish(
            ocoEnded.map((s) => s.id),
            'CANCELLED',
            'oco',
          );
        for (const one of fired) await trigger(runner, one);
      },
      `spot ${symbol}: stops not handled`,
    );
  }

  async function lastTicks(runner: MarketRunner): Promise<number | null> {
    const price = await store.lastPrice(runner.market.symbol);
    return price === null ? null : ticksOf(runner.market, price);
  }

  return {
    moved,

    /** Resolves once every trigger reported so far has been handled (tests, a clean stop). */
    idle: () => queues.idle(),

    /**
     * Loads a started market's waiting stops into its runner and fires what
     * the trades since each was placed reached (see the file's comment).
     */
    async attach(runner: MarketRunner): Promise<void> {
      const { market, stops } = runner;
      stops.lastTicks = await lastTicks(runner);
      const rows = await store.waiting(market.symbol);
      const ocoEnded: LiveStop[] = [];
      for (const row of rows) {
        const live = liveOf(market, row);
        stops.add(live);
        if (live.ocoOrderId === null) continue;
        const leg = runner.owns(live.ocoOrderId) ?? null;
        const legRow = leg ? null : await store.orderState(String(live.ocoOrderId));
        const ended = leg
          ? leg.status === 'FILLED' || leg.status === 'CANCELLED' || leg.remainingLots !== leg.lots
          : legRow === null || legRow.status !== 'PENDING' || legRow.filled !== '0';
        if (ended) {
          stops.remove(live.id);
          ocoEnded.push(live);
        }
      }
      const fired: Fired[] = [];
      for (const { id, highest, lowest } of await store.extremes(market.symbol)) {
        const one = stops.catchUp(Number(id), ticksOf(market, highest), ticksOf(market, lowest));
        if (one) fired.push(one);
      }
      if (fired.length > 0 || ocoEnded.length > 0) moved(runner, fired, ocoEnded);
    },

    /**
     * Places a conditional order; idempotent by clientOrderId. Errors: those
     * of validateStop, TOO_MANY_STOP_ORDERS, INSUFFICIENT_BALANCE,
     * CLIENT_ORDER_ID_REUSED, and an OCO leg's placement errors.
     */
    async place(userId: number, body: PlaceStopBody): Promise<SpotStop> {
      const runner = deps.runnerOf(body.symbol);
      const { market } = runner;
      const fingerprint = fingerprintOf(market.symbol, body);
      const clientOrderId = body.clientOrderId ?? null;
      const repeat = async () => {
        const row =
          clientOrderId === null ? undefined : await store.byClientId(userId, clientOrderId);
        if (row && row.fingerprint !== fingerprint) throw new AppError('CLIENT_ORDER_ID_REUSED');
        return row ? toWire(row) : null;
      };
      const earlier = await repeat();
      if (earlier) return earlier;

      const nowMs = deps.clock.nowMs();
      const valid = validateStop(market, body, runner.stops.lastTicks, nowMs);
      if (runner.stops.countOf(userId) >= MAX_STOPS_PER_USER)
        throw new AppError('TOO_MANY_STOP_ORDERS', { max: MAX_STOPS_PER_USER });

      const leg = valid.ocoLeg
        ? await deps.placeOrder(userId, {
            symbol: market.symbol,
            ...valid.ocoLeg,
            ...(clientOrderId === null ? {} : { clientOrderId: `${clientOrderId}.oco` }),
          })
        : null;
      let row: StopRow;
      try {
        row = await deps.db.transaction().execute(async (trx) => {
          const inserted = await store.insert(trx, {
            market: market.symbol,
            user_id: userId,
            client_order_id: clientOrderId,
            fingerprint,
            kind: valid.kind,
            side: valid.side,
            direction: valid.direction,
            stop_price: text(valid.stopPrice),
            price: text(valid.price),
            stop_limit_price: text(valid.stopLimitPrice),
            amount: text(valid.amount),
            quote_amount: text(valid.quoteAmount),
            callback_rate: text(valid.callbackRate),
            activation_price: text(valid.activationPrice),
            extreme_price:
              valid.trailing?.extremeTicks == null
                ? null
                : toPlainString(stepsToDecimal(valid.trailing.extremeTicks, market.tick)),
            oco_order_id: leg?.orderId ?? null,
            frozen: toPlainString(valid.frozen),
            freeze_asset: valid.freezeAsset,
            created_at: new Date(nowMs),
            updated_at: new Date(nowMs),
          });
          if (isPositive(valid.frozen)) {
            const account = { userId, wallet: 'spot' as const, asset: valid.freezeAsset };
            const [available] = [...(await lockedAvailable(trx, [account])).values()];
            if (available === undefined || lt(available, valid.frozen))
              throw new AppError('INSUFFICIENT_BALANCE');
          }
          await postBatch(trx, stopFreeze(inserted, valid.frozen), { partial: false, nowMs });
          return inserted;
        });
      } catch (error) {
        if (leg) await deps.cancelOrder(userId, leg.orderId).catch(() => undefined);
        if (isUniqueViolation(error, 'spot_stop_order_client')) {
          const raced = await repeat();
          if (raced) return raced;
        }
        throw error;
      }

      const live = liveOf(market, row);
      runner.stops.add(live);
      const legState = leg ? runner.owns(Number(leg.orderId)) : undefined;
      const legEnded =
        leg !== null &&
        (legState === undefined ||
          legState.status === 'FILLED' ||
          legState.status === 'CANCELLED' ||
          legState.remainingLots !== legState.lots);
      if (legEnded) {
        runner.stops.remove(live.id);
        moved(runner, [], [live]);
      } else if (runner.stops.lastTicks !== null) {
        // The price may have reached it while it was being stored.
        const last = runner.stops.lastTicks;
        const now = runner.stops.catchUp(live.id, last, last);
        if (now) moved(runner, [now], []);
      }
      return toWire(row);
    },

    /** Cancels a waiting stop (and an OCO's limit leg). Errors: ORDER_NOT_FOUND, ORDER_ALREADY_CLOSED. */
    async cancel(userId: number, stopId: string): Promise<SpotStop> {
      const row = await store.byId(stopId);
      if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
      if (row.status !== 'WAITING') throw new AppError('ORDER_ALREADY_CLOSED');
      const runner = deps.runnerOf(row.market);
      const taken = runner.stops.remove(Number(row.id));
      let ended: StopRow[];
      try {
        ended = await finish([Number(row.id)], 'CANCELLED', 'user');
      } catch (error) {
        if (taken) runner.stops.add(taken);
        throw error;
      }
      const done = ended[0];
      if (!done) throw new AppError('ORDER_ALREADY_CLOSED');
      if (done.oco_order_id !== null)
        await deps.cancelOrder(userId, done.oco_order_id).catch((error: unknown) => {
          if (!isKey(error, 'ORDER_ALREADY_CLOSED')) throw error;
        });
      return toWire(done);
    },

    async list(
      userId: number,
      filter: { symbol?: string; open: boolean },
      pageNo: number,
      pageSize: number,
    ) {
      if (filter.symbol !== undefined) deps.runnerOf(filter.symbol);
      const { rows, total } = await store.page(userId, filter, pageNo, pageSize);
      return { list: rows.map(toWire), total, pageNo, pageSize };
    },
  };
}

export type StopDesk = ReturnType<typeof createStopDesk>;
