/**
 * The second half of a contract batch (see `perp.runner.ts`), as spot's
 * (`spot.projection.ts`): what matching made of journaled batches, written
 * after their callers were answered, in one transaction that also deletes
 * their journal rows. The database holds either a batch's whole outcome or
 * its journal row, never part of it. An order or position changed by two
 * batches is written once, in its later state; the ledger applies the
 * postings in batch order (a margin hold consumed by fills in two batches
 * gives up each part in turn).
 */
import type { Kysely } from 'kysely';
import { postBatch, recordFees, type FeeSink } from '../ledger/index.js';
import type { PerpProjection } from './perp.matching.js';
import type { PerpOrderState, PositionState } from './perp.state.js';
import type { PerpStore } from './perp.store.js';

export interface ProjectionDeps {
  readonly db: Kysely<unknown>;
  readonly store: PerpStore;
  readonly fees?: FeeSink;
}

/** Writes `batches` (in matching order) in one transaction. */
export async function project(
  deps: ProjectionDeps,
  symbol: string,
  batches: readonly PerpProjection[],
): Promise<void> {
  const last = batches.at(-1);
  if (!last) return;
  const orders = new Map<number, PerpOrderState>();
  const positions = new Map<number, PositionState>();
  for (const batch of batches) {
    for (const order of batch.orders) orders.set(order.id, order);
    for (const position of batch.positions) positions.set(position.id, position);
  }
  await deps.db.transaction().execute(async (trx) => {
    await deps.store.insertTrades(trx, symbol, batches);
    // Positions first: orders name the positions their fills opened.
    await deps.store.savePositions(trx, symbol, [...positions.values()]);
    await deps.store.updateOrders(trx, [...orders.values()]);
    await deps.store.setContractState(trx, symbol, last.seq, last.lastTradeNo);
    await deps.store.deleteJournal(
      trx,
      batches.map((b) => b.journalId),
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
    await postBatch(
      trx,
      batches.flatMap((b) => b.postings),
      { partial: false, nowMs: last.nowMs },
    );
  });
}
