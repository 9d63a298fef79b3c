/**
 * Transaction A of a contract batch (see `perp.runner.ts`): each placement
 * is checked against the runner's memory in queue order (so two requests of
 * one batch see each other's reservations), its margin frozen and its row
 * inserted; then `journal` matches the batch in memory and writes its
 * journal row, all in one commit. Repeated client order ids are answered
 * with the order already placed.
 */
import { risk } from '@exchange/engine';
import { decimal, ZERO } from '@exchange/money';
import type { Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { lockedAvailable, postBatch, accountKey } from '../ledger/index.js';
import { toFx } from './perp.core.js';
import { preparePlacement, type PendingOpens } from './perp.place.js';
import type { ContractRunner, PlaceJob } from './perp.runner.js';
import {
  accountsOf,
  freezePostings,
  type PerpOrderState,
  type PositionState,
} from './perp.state.js';
import { orderFromRow, type PerpOrderRow } from './perp.store.js';

/** A batch's placements after A: in (journaled with their batch), or short of margin. */
export interface Placed<T> {
  readonly placed: { job: PlaceJob; order: PerpOrderState }[];
  /** Refused MARGIN_INSUFFICIENT and not yet answered: the runner may wait for pending effects. */
  readonly short: PlaceJob[];
  /** What `journal` returned. */
  readonly journaled: T;
}

/**
 * Transaction A for user placements: validated against memory, frozen,
 * inserted, then `journal` (matching and the journal row) in the same
 * transaction. Other refusals are answered here; a failure rejects nothing
 * and is thrown, with the batch's reservations undone.
 */
export async function journalBatch<T>(
  runner: ContractRunner,
  batch: readonly PlaceJob[],
  nowMs: number,
  journal: (trx: Transaction<unknown>, placed: readonly PerpOrderState[]) => Promise<T>,
): Promise<Placed<T>> {
  const { contract } = runner;
  const reserved: { position: PositionState; lots: number }[] = [];
  const opens = new Map<number, PendingOpens>();
  try {
    const result = await runner.deps.db.transaction().execute(async (trx) => {
      const { fresh, repeats } = await splitRepeats(runner, trx, batch);
      const ids = await runner.deps.store.nextOrderIds(trx, fresh.length);
      const refs = accountsOf(contract);
      const available = await lockedAvailable(
        trx,
        [...new Set(fresh.map((j) => j.userId))].map((id) => refs.user(id)),
      );
      const candidates: { job: PlaceJob; order: PerpOrderState }[] = [];
      const refused: { job: PlaceJob; error: unknown }[] = [];
      const short: PlaceJob[] = [];
      fresh.forEach((job, index) => {
        try {
          const position = runner.position(job.userId);
          const order = runner.nameWrittenPosition(
            preparePlacement(
              {
                contract,
                mark: runner.mark,
                position,
                pendingOpens: opens.get(job.userId) ?? pendingOpensOf(runner, job.userId),
                nowMs,
                expiresAt: runner.expiresAt,
              },
              job.userId,
              job.input,
              { id: ids[index] ?? 0, fingerprint: job.fingerprint },
            ),
          );
          const key = accountKey(refs.user(job.userId));
          const have = toFx(available.get(key) ?? ZERO);
          if (order.frozen > have) {
            short.push(job);
            return;
          }
          available.set(key, decimal(risk.fxToString(have - order.frozen)));
          if (order.action === 'close' && position) {
            position.pendingCloseLots += order.lots;
            reserved.push({ position, lots: order.lots });
          } else {
            const before = opens.get(job.userId) ?? pendingOpensOf(runner, job.userId);
            opens.set(job.userId, {
              direction: order.direction,
              leverage: order.leverage,
              lots: (before?.lots ?? 0) + order.lots,
            });
          }
          candidates.push({ job, order });
        } catch (error) {
          refused.push({ job, error });
        }
      });
      const inserted = await runner.deps.store.insertOrders(
        trx,
        contract.symbol,
        candidates.map((c) => c.order),
      );
      const placed = candidates.filter((c) => inserted.has(c.order.id));
      await postBatch(
        trx,
        freezePostings(
          contract,
          placed.map((c) => c.order),
        ),
        { partial: false, nowMs },
      );
      const duplicates = candidates.filter((c) => !inserted.has(c.order.id));
      const journaled = await journal(
        trx,
        placed.map((c) => c.order),
      );
      return { placed, refused, duplicates, repeats, short, journaled };
    });
    for (const { job, row } of result.repeats) {
      if (row.fingerprint === job.fingerprint) job.resolve(replay(runner, row));
      else job.reject(new AppError('CLIENT_ORDER_ID_REUSED'));
    }
    for (const { job, error } of result.refused) job.reject(error);
    for (const { job, order } of result.duplicates) {
      unreserve(runner, order);
      job.reject(new AppError('CLIENT_ORDER_ID_REUSED'));
    }
    return { placed: result.placed, short: result.short, journaled: result.journaled };
  } catch (error) {
    for (const { position, lots } of reserved) position.pendingCloseLots -= lots;
    throw error;
  }
}

function unreserve(runner: ContractRunner, order: PerpOrderState): void {
  const position = runner.position(order.userId);
  if (order.action === 'close' && position) position.pendingCloseLots -= order.lots;
}

/** A repeated client order id gets the stored order as it stands. */
function replay(runner: ContractRunner, row: PerpOrderRow): PerpOrderState {
  return runner.order(Number(row.id)) ?? orderFromRow(row);
}

async function splitRepeats(
  runner: ContractRunner,
  trx: Transaction<unknown>,
  jobs: readonly PlaceJob[],
) {
  const keyed = jobs.flatMap((job) =>
    job.input.clientOrderId === null
      ? []
      : [{ userId: job.userId, clientOrderId: job.input.clientOrderId }],
  );
  if (keyed.length === 0) return { fresh: jobs, repeats: [] };
  const rows = await runner.deps.store.ordersByClientIds(trx, keyed);
  const taken = new Map(rows.map((row) => [`${row.user_id}:${row.client_order_id}`, row]));
  const fresh: PlaceJob[] = [];
  const repeats: { job: PlaceJob; row: PerpOrderRow }[] = [];
  for (const job of jobs) {
    const row = taken.get(`${job.userId}:${job.input.clientOrderId}`);
    if (row) repeats.push({ job, row });
    else fresh.push(job);
  }
  return { fresh, repeats };
}

/** Direction, leverage and lots of a user's pending opening orders; null when none. */
export function pendingOpensOf(runner: ContractRunner, userId: number): PendingOpens | null {
  let found = null as PendingOpens | null;
  for (const order of runner.ordersOf(userId)) {
    if (order.action !== 'open') continue;
    found = {
      direction: order.direction,
      leverage: order.leverage,
      lots: (found?.lots ?? 0) + order.remainingLots,
    };
  }
  return found;
}
