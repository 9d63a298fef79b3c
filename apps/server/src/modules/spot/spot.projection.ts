/**
 * The second half of a spot batch (see `spot.runner.ts`): what matching
 * made of a journaled batch, written after its callers were answered. One
 * projection transaction carries every batch matched since the previous one
 * (postings, fee records, trades, the orders' new states, the market's
 * sequence) and deletes their journal rows, so the database holds either a
 * batch's whole outcome or its journal row, never part of it.
 *
 * Several batches in one transaction: the ledger applies their postings in
 * order (a hold consumed by fills in two batches gives up each part in
 * turn), an order changed by two batches is written once in its later
 * state, and the trades go in one statement at their own batches' times.
 */
import type { Kysely } from 'kysely';
import {
  postBatch,
  recordFees,
  type FeeSink,
  type FilledOrder,
  type Posting,
  type Traded,
} from '../ledger/index.js';
import type { SpotBatchEvent } from './spot.events.js';
import type { OrderState, TradeRecord } from './spot.settle.js';
import type { SpotStore } from './spot.store.js';

/** One matched batch waiting to be written. Everything in it is a copy: the runner's states move on. */
export interface Projection {
  /** Null for orders frozen before the journal (replayed at start-up). */
  readonly journalId: number | null;
  readonly nowMs: number;
  readonly postings: readonly Posting[];
  readonly trades: readonly TradeRecord[];
  /** The state of every order the batch changed, as it left them. */
  readonly orders: readonly OrderState[];
  /** For the fee sink: each fill's notional for both its users, and the orders filled. */
  readonly traded: readonly Traded[];
  readonly filled: readonly FilledOrder[];
  /** The market's sequence and trade number after the batch. */
  readonly seq: number;
  readonly lastTradeNo: number;
  /** The orders' and balances' part of the batch event, published once written. */
  readonly event: SpotBatchEvent;
  /** `performance.now()` when the batch's callers were answered (for the lag). */
  readonly answeredAt: number;
  /** The users whose orders it changed (their effects wait for this projection). */
  readonly users: readonly number[];
}

export interface ProjectionDeps {
  readonly db: Kysely<unknown>;
  readonly store: SpotStore;
  readonly fees?: FeeSink;
}

/** Writes `batches` (in matching order) in one transaction. */
export async function project(
  deps: ProjectionDeps,
  symbol: string,
  batches: readonly Projection[],
): Promise<void> {
  const last = batches.at(-1);
  if (!last) return;
  const orders = new Map<number, OrderState>();
  for (const batch of batches) for (const order of batch.orders) orders.set(order.id, order);
  await deps.db.transaction().execute(async (trx) => {
    await deps.store.insertTrades(trx, symbol, batches);
    await deps.store.updateOrders(trx, [...orders.values()]);
    await deps.store.setMarketState(trx, symbol, last.seq, last.lastTradeNo);
    await deps.store.deleteJournal(
      trx,
      batches.flatMap((b) => (b.journalId === null ? [] : [b.journalId])),
    );
    for (const batch of batches)
      await recordFees(
        deps.fees,
        trx,
        batch.postings,
        () => batch.traded,
        () => batch.filled,
      );
    // Last: the ledger locks the users' accounts, which the next batch's
    // journal transaction waits for, so they are held only until the commit.
    // The ledger transactions carry the projection's time, the trades their batch's.
    await postBatch(
      trx,
      batches.flatMap((b) => b.postings),
      { partial: false, nowMs: last.nowMs },
    );
  });
}
