import type { WithdrawalStatus } from '@exchange/contracts';
import { decimal, sub, toPlainString } from '@exchange/money';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Events } from '../events/index.js';
import type { Flows } from '../flows/index.js';
import type { Ledger } from '../ledger/index.js';
import type { WithdrawalTable, WithdrawalTables } from './withdrawal.tables.js';

/**
 * Where a broadcast transaction stands on its network: `confirmed` with the
 * network's confirmations and succeeded; `failed`, executed and reverted
 * with the same confirmations (its coins never left the hot wallet, and
 * its nonce is spent, so it can never land later); `pending`, anything
 * else (in the mempool, in too shallow a block, or dropped and rebroadcast).
 */
export type SentStatus = 'confirmed' | 'failed' | 'pending';

/** Broadcasts approved withdrawals and follows them on-chain; kept out of the request path and keyed by our withdrawal id. */
export interface WithdrawalSigner {
  send(withdrawal: {
    id: number;
    chain: string;
    address: string;
    symbol: string;
    amount: string;
  }): Promise<{ txid: string }>;
  status(sent: {
    id: number;
    chain: string;
    symbol: string;
    txid: string;
    confirmations: number;
  }): Promise<SentStatus>;
}

type Row = Selectable<WithdrawalTable>;

/**
 * The sending half of withdrawals. Approved ones are signed and broadcast by
 * the `withdrawal.send` flow, which records the transaction on the row; the
 * row stays "review passed" (sent, confirming) until the network answers.
 * Confirmed: settled, "success". Reverted: "not arrived", and the frozen
 * amount goes back to the user, since the coins never left. Both run from
 * the signer job.
 */
export function createSending(deps: {
  readonly db: Kysely<WithdrawalTables>;
  readonly ledger: Ledger;
  readonly flows: Flows;
  readonly events: Events;
  readonly signer: WithdrawalSigner;
  readonly clock: Clock;
  readonly byId: (id: number) => Promise<Row>;
  /** The confirmations the withdrawal's network needs, as deposits count them. */
  readonly confirmationsOf: (symbol: string, chain: string) => Promise<number>;
  /** Gives the frozen amount back, in the caller's transaction. */
  readonly unfreeze: (
    trx: Transaction<WithdrawalTables>,
    row: Row,
    key: string,
  ) => Promise<unknown>;
  readonly move: (
    trx: Transaction<WithdrawalTables>,
    id: number,
    from: WithdrawalStatus,
    to: WithdrawalStatus,
    extra?: Partial<{ reject_reason: string; txid: string }>,
  ) => Promise<Row>;
}) {
  const { db, ledger, byId, move } = deps;
  const now = () => new Date(deps.clock.nowMs());

  /**
   * Sending an approved withdrawal: sign and broadcast (the signer answers a
   * repeat of one withdrawal id with the same transaction), then record the
   * transaction on the row. Progress is stored between the two, so a crash
   * after signing records on resume the transaction already made. A
   * broadcast cannot be taken back, so neither step has a compensation.
   */
  const sendFlow = deps.flows.define<{ id: number; txid: string | null }>('withdrawal.send', [
    {
      name: 'sign',
      async run(state) {
        const row = await byId(state.id);
        try {
          const { txid } = await deps.signer.send({
            id: row.id,
            chain: row.chain,
            address: row.address,
            symbol: row.symbol,
            amount: toPlainString(sub(decimal(row.amount), decimal(row.fee))),
          });
          return { ...state, txid };
        } catch (error) {
          // To a flow an AppError is a refusal that ends the run; a signer's is a fault to retry.
          if (error instanceof AppError)
            throw new Error(`signer refused: ${error.key}`, { cause: error });
          throw error;
        }
      },
    },
    {
      name: 'record',
      async run(state) {
        if (state.txid === null) throw new Error(`withdrawal ${state.id} recorded without a txid`);
        await db
          .updateTable('withdrawal')
          .set({ txid: state.txid, updated_at: now() })
          .where('id', '=', state.id)
          .where('status', '=', 'review_passed')
          .where('txid', '=', '')
          .execute();
        return state;
      },
    },
  ]);

  /** The settlement posting and the status commit together: never one without the other. */
  function settle(row: Row, txid: string) {
    const amount = toPlainString(decimal(row.amount));
    const fee = decimal(row.fee);
    const paid = toPlainString(sub(decimal(row.amount), fee));
    const account = { userId: row.user_id, wallet: 'spot' as const, asset: row.symbol };
    return db.transaction().execute(async (trx) => {
      await ledger.post(
        {
          idempotencyKey: `withdrawal-settle:${row.id}`,
          type: 'withdraw',
          reference: row.hold_key,
          lines: [
            { account, part: 'frozen', amount: `-${amount}` },
            {
              account: { system: `custody:${row.chain}`, asset: row.symbol },
              part: 'available',
              amount: paid,
            },
            ...(fee.units === 0n
              ? []
              : [
                  {
                    account: { system: 'fees', asset: row.symbol },
                    part: 'available' as const,
                    amount: toPlainString(fee),
                  },
                ]),
          ],
          holds: { release: [{ key: row.hold_key }] },
        },
        { trx },
      );
      await move(trx, row.id, 'review_passed', 'success', { txid });
      await deps.events.publish(trx, 'withdrawal.settled', `withdrawal.settled:${row.id}`, {
        withdrawalId: row.id,
        userId: row.user_id,
        asset: row.symbol,
        chain: row.chain,
        amount,
        fee: toPlainString(fee),
        txid,
      });
    });
  }

  /**
   * The network executed the transaction and reverted it: nothing left the
   * hot wallet, so the status and the return of the frozen amount commit
   * together, and no fee is taken for a transfer that did not happen.
   */
  function notArrived(row: Row) {
    return db.transaction().execute(async (trx) => {
      const moved = await move(trx, row.id, 'review_passed', 'not_arrived');
      await deps.unfreeze(trx, moved, `withdrawal-not-arrived:${row.id}`);
    });
  }

  /** Broadcasts approved withdrawals whose new-address hold has passed; answers how many were sent. */
  async function sendApproved(): Promise<number> {
    const ready = await db
      .selectFrom('withdrawal')
      .selectAll()
      .where('status', '=', 'review_passed')
      .where('txid', '=', '')
      .where((eb) => eb.or([eb('hold_until', 'is', null), eb('hold_until', '<=', now())]))
      .orderBy('id')
      .limit(50)
      .execute();
    return eachApart(ready, async (row) => {
      const outcome = await deps.flows.run(sendFlow, `withdrawal-send:${row.id}`, {
        id: row.id,
        txid: null,
      });
      if (outcome.status !== 'done') throw new Error(outcome.error ?? outcome.status);
    });
  }

  /** Follows broadcast withdrawals on their network; answers how many reached a final status. */
  async function confirmSent(): Promise<number> {
    const sent = await db
      .selectFrom('withdrawal')
      .selectAll()
      .where('status', '=', 'review_passed')
      .where('txid', '!=', '')
      .orderBy('id')
      .limit(50)
      .execute();
    let finished = 0;
    await eachApart(sent, async (row) => {
      const status = await deps.signer.status({
        id: row.id,
        chain: row.chain,
        symbol: row.symbol,
        txid: row.txid,
        confirmations: await deps.confirmationsOf(row.symbol, row.chain),
      });
      if (status === 'confirmed') await settle(row, row.txid);
      else if (status === 'failed') await notArrived(row);
      else return;
      finished += 1;
    });
    return finished;
  }

  /**
   * Runs `work` for each row; one failing chain or node must not hold up the
   * others (the row stays as it was and is retried next run). The first
   * failure is thrown at the end so the job reports it.
   */
  async function eachApart(rows: Row[], work: (row: Row) => Promise<void>): Promise<number> {
    let firstFailure: unknown;
    let done = 0;
    for (const row of rows) {
      try {
        await work(row);
        done += 1;
      } catch (error) {
        firstFailure ??= new Error(`withdrawal ${row.id}: ${String(error)}`, { cause: error });
      }
    }
    if (firstFailure) throw firstFailure;
    return done;
  }

  return { sendApproved, confirmSent };
}
