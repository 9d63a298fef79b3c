/**
 * Changes a runner's task makes outside the engine, written in one
 * transaction each: auto-deleveraging (finished orders, trades, positions,
 * postings), a funding round, and presets. If a commit fails the runner's
 * memory is rebuilt from the database, as after a failed match.
 */
import type { Transaction } from 'kysely';
import { postBatch, recordFees, type Posting } from '../ledger/index.js';
import type { ContractRunner } from './perp.runner.js';
import type { PerpTradeRecord } from './perp.settle.js';
import type { PerpOrderState, PositionState } from './perp.state.js';

/** Order ids for orders built outside a placement (auto-deleveraging). */
export function orderIds(runner: ContractRunner, count: number): Promise<number[]> {
  return runner.deps.db.transaction().execute((trx) => runner.deps.store.nextOrderIds(trx, count));
}

/**
 * Writes, in one transaction, what a task changed outside the engine:
 * finished orders it created (auto-deleveraging), their trades, positions
 * and postings, and `extra` rows (a funding round). If the commit fails the
 * memory is rebuilt from the database, as after a failed match.
 */
export async function commitDirect(
  runner: ContractRunner,
  change: {
    readonly orders: readonly PerpOrderState[];
    readonly trades: readonly Omit<PerpTradeRecord, 'tradeNo'>[];
    readonly positions: readonly PositionState[];
    readonly postings: readonly Posting[];
    readonly extra?: (trx: Transaction<unknown>) => Promise<boolean>;
  },
): Promise<boolean> {
  const now = runner.deps.clock.nowMs();
  const trades = change.trades.map((t, i) => ({ ...t, tradeNo: runner.committed.tradeNo + i + 1 }));
  const lastTrade = runner.committed.tradeNo + trades.length;
  const { store } = runner.deps;
  const symbol = runner.contract.symbol;
  try {
    const applied = await runner.deps.db.transaction().execute(async (trx) => {
      if (change.extra && !(await change.extra(trx))) return false;
      await store.insertOrders(trx, symbol, change.orders);
      await store.updateOrders(trx, change.orders);
      await postBatch(trx, [...change.postings], { partial: false, nowMs: now });
      await recordFees(runner.deps.fees, trx, change.postings);
      await store.savePositions(trx, symbol, change.positions);
      await store.insertTrades(trx, symbol, [{ trades, nowMs: now }]);
      await store.setContractState(trx, symbol, runner.committed.seq, lastTrade);
      return true;
    });
    if (!applied) {
      await runner.start();
      return false;
    }
  } catch (error) {
    runner.deps.log(error, `perp ${symbol}: direct change failed, rebuilding`);
    await runner.start();
    throw error;
  }
  runner.afterDirect(lastTrade, change.positions, {
    symbol,
    orders: change.orders,
    positions: change.positions,
    trades,
    atMs: now,
  });
  return true;
}

/** Saves positions changed by a task without any money moving (presets). */
export async function persist(
  runner: ContractRunner,
  positions: readonly PositionState[],
): Promise<void> {
  await runner.deps.db
    .transaction()
    .execute((trx) => runner.deps.store.savePositions(trx, runner.contract.symbol, positions));
  runner.deps.publish({
    symbol: runner.contract.symbol,
    orders: [],
    positions,
    trades: [],
    atMs: runner.deps.clock.nowMs(),
  });
}
