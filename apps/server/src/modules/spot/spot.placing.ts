/**
 * Transaction A of a spot batch (see `spot.runner.ts`): repeated client
 * order ids answered with the order already placed, then each placement's
 * freeze sized against its owner's locked available balance in queue order
 * (two placements of one batch see each other's freezes), the orders
 * inserted as SUBMITTED and their freezes posted, and the batch journaled
 * (its placements in order and its cancels, migration 0060), in one commit.
 * Once it commits the batch is durable: its outcome is what the engine
 * makes of it, here or in a replay after a crash.
 */
import { add, isZero, lt, sub, toPlainString, ZERO, type Decimal } from '@exchange/money';
import type { Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { accountKey, lockedAvailable, postBatch, type AccountRef } from '../ledger/index.js';
import { stepsToDecimal, type Market } from './spot.core.js';
import type { CancelJob, PlaceJob, RunnerDeps } from './spot.runner.js';
import { freezePostings } from './spot.postings.js';
import type { OrderState } from './spot.settle.js';
import { stopRelease } from './spot.stops.store.js';
import type { SpotOrderTable } from './spot.tables.js';

/** A batch made durable: its placements (now SUBMITTED), its cancels, its journal row and time. */
export interface JournaledBatch {
  readonly journalId: number;
  readonly nowMs: number;
  readonly placed: readonly { job: PlaceJob; order: OrderState }[];
  readonly cancels: readonly CancelJob[];
}

/** What transaction A did with a batch; placements it refused are answered already. */
export interface Journaled {
  /** Null when nothing was journaled (no placement went in and there was no cancel). */
  readonly batch: JournaledBatch | null;
  /** Placements short of available funds, not answered: the caller decides (`spot.runner.ts`). */
  readonly short: readonly PlaceJob[];
}

/**
 * Answers the placements it refuses, except those short of funds; returns
 * the batch made durable (null when nothing was) and those. When the
 * transaction fails every job is refused with its error.
 */
export async function journalBatch(
  deps: RunnerDeps,
  market: Market,
  batch: readonly PlaceJob[],
  cancels: readonly CancelJob[],
): Promise<Journaled> {
  const now = deps.clock.nowMs();
  let jobs = batch;
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      const { fresh, repeats } =
        jobs.length > 0 ? await splitRepeats(deps, trx, jobs) : { fresh: jobs, repeats: [] };
      jobs = fresh;
      const ids = jobs.length > 0 ? await deps.store.nextOrderIds(trx, jobs.length) : [];
      // Triggered stops first take their stop (a cancel may have won it) and bring its hold.
      const claimed = await deps.stops.claim(
        trx,
        jobs.flatMap((job, index) =>
          job.stop
            ? [
                {
                  id: job.stop.id,
                  orderId: ids[index] ?? 0,
                  price: toPlainString(stepsToDecimal(job.stop.ticks, market.tick)),
                },
              ]
            : [],
        ),
        now,
      );
      const refs = new Map<string, AccountRef>();
      const refOf = (job: PlaceJob): AccountRef => ({
        userId: job.userId,
        wallet: 'spot',
        asset: job.order.freezeAsset,
      });
      for (const job of jobs) refs.set(accountKey(refOf(job)), refOf(job));
      const available =
        refs.size > 0 ? await lockedAvailable(trx, [...refs.values()]) : new Map<string, Decimal>();
      const candidates: { job: PlaceJob; order: OrderState & { fingerprint: string } }[] = [];
      const short: PlaceJob[] = [];
      /** Triggered stops a cancel took first, and those whose order the funds no longer cover. */
      const gone: PlaceJob[] = [];
      const unfunded: PlaceJob[] = [];
      jobs.forEach((job, index) => {
        if (job.stop && !claimed.has(job.stop.id)) {
          gone.push(job);
          return;
        }
        const key = accountKey(refOf(job));
        // A triggered stop's hold is released in this transaction, for its order's freeze.
        const have = job.stop
          ? add(available.get(key) ?? ZERO, job.stop.frozen)
          : (available.get(key) ?? ZERO);
        const need = job.order.freeze === 'available' ? have : job.order.freeze;
        if (isZero(need) || lt(have, need)) {
          if (!job.stop) short.push(job);
          else {
            available.set(key, have);
            unfunded.push(job);
          }
          return;
        }
        available.set(key, sub(have, need));
        candidates.push({ job, order: newOrder(ids[index] ?? 0, job, need, now) });
      });
      const inserted = await deps.store.insertOrders(
        trx,
        market.symbol,
        candidates.map((c) => c.order),
      );
      const placed = candidates.filter((c) => inserted.has(c.order.id));
      await deps.stops.finish(
        trx,
        unfunded.flatMap((job) => (job.stop ? [job.stop.id] : [])),
        { status: 'REJECTED', reason: 'INSUFFICIENT_BALANCE', nowMs: now },
        ['TRIGGERED'],
      );
      const releases = [...placed.map((c) => c.job), ...unfunded].flatMap((job) =>
        job.stop
          ? stopRelease(
              {
                id: String(job.stop.id),
                user_id: job.userId,
                side: job.order.side,
                freeze_asset: job.order.freezeAsset,
              },
              job.stop.frozen,
            )
          : [],
      );
      await postBatch(
        trx,
        [
          ...releases,
          ...freezePostings(
            market,
            placed.map((c) => c.order),
          ),
        ],
        { partial: false, nowMs: now },
      );
      const duplicates = candidates.filter((c) => !inserted.has(c.order.id)).map((c) => c.job);
      const journalId =
        placed.length > 0 || cancels.length > 0
          ? await deps.store.insertJournal(
              trx,
              market.symbol,
              now,
              placed.map((c) => c.order.id),
              cancels,
              { maker: market.makerFee, taker: market.takerFee },
            )
          : null;
      return { placed, short, duplicates, repeats, journalId, gone, unfunded };
    });
    for (const { job, row } of result.repeats) {
      if (row.fingerprint === job.fingerprint) job.resolve(deps.replay(row));
      else job.reject(new AppError('CLIENT_ORDER_ID_REUSED'));
    }
    // Another process or market took this client order id first: answer with that order.
    for (const job of result.duplicates) job.reject(new AppError('CLIENT_ORDER_ID_REUSED'));
    for (const job of result.gone) job.reject(new AppError('ORDER_ALREADY_CLOSED'));
    for (const job of result.unfunded) job.reject(new AppError('INSUFFICIENT_BALANCE'));
    const journaled =
      result.journalId === null
        ? null
        : { journalId: result.journalId, nowMs: now, placed: result.placed, cancels };
    return { batch: journaled, short: result.short };
  } catch (error) {
    for (const job of [...batch, ...cancels]) job.reject(error);
    return { batch: null, short: [] };
  }
}

/**
 * Separates placements whose client order id is already taken (by an order
 * committed earlier, maybe before a restart): they are answered with that
 * order, or refused when the request differs, and never placed again.
 */
async function splitRepeats(
  deps: RunnerDeps,
  trx: Transaction<unknown>,
  jobs: readonly PlaceJob[],
) {
  const keyed = jobs.flatMap((job) =>
    job.clientOrderId === null ? [] : [{ userId: job.userId, clientOrderId: job.clientOrderId }],
  );
  if (keyed.length === 0) return { fresh: jobs, repeats: [] };
  const rows = await deps.store.ordersByClientIds(trx, keyed);
  const taken = new Map(rows.map((row) => [`${row.user_id}:${row.client_order_id}`, row]));
  const fresh: PlaceJob[] = [];
  const repeats: { job: PlaceJob; row: SpotOrderTable }[] = [];
  for (const job of jobs) {
    const row = taken.get(`${job.userId}:${job.clientOrderId}`);
    if (row) repeats.push({ job, row });
    else fresh.push(job);
  }
  return { fresh, repeats };
}

function newOrder(id: number, job: PlaceJob, frozen: Decimal, now: number) {
  const o = job.order;
  return {
    id,
    userId: job.userId,
    clientOrderId: job.clientOrderId,
    fingerprint: job.fingerprint,
    side: o.side,
    type: o.type,
    timeInForce: o.timeInForce,
    price: o.price,
    amount: o.amount,
    quoteAmount: o.quoteAmount,
    priceTicks: o.priceTicks,
    lots: o.lots,
    remainingLots: o.lots,
    frozen,
    filledAmount: ZERO,
    filledQuote: ZERO,
    fee: ZERO,
    status: 'SUBMITTED' as const,
    cancelReason: null,
    seq: null,
    createdAt: now,
    updatedAt: now,
  };
}
