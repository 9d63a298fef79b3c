import type { WithdrawalStatus } from '@exchange/contracts';
import { decimal, sub, toPlainString } from '@exchange/money';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import type { Events } from '../events/index.js';
import type { Flows } from '../flows/index.js';
import type { Ledger } from '../ledger/index.js';
import type { WithdrawalTable, WithdrawalTables } from './withdrawal.tables.js';

/** Broadcasts approved withdrawals; kept out of the request path and keyed by our withdrawal id. */
export interface WithdrawalSigner {
  send(withdrawal: {
    id: number;
    chain: string;
    address: string;
    symbol: string;
    amount: string;
  }): Promise<{ txid: string }>;
}

type Row = Selectable<WithdrawalTable>;

/**
 * The sending half of withdrawals: approved ones are signed and settled by
 * the `withdrawal.send` flow, run by the signer job.
 */
export function createSending(deps: {
  readonly db: Kysely<WithdrawalTables>;
  readonly ledger: Ledger;
  readonly flows: Flows;
  readonly events: Events;
  readonly signer: WithdrawalSigner;
  readonly clock: Clock;
  readonly byId: (id: number) => Promise<Row>;
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
   * Sending an approved withdrawal: sign (the signer answers a repeat of one
   * withdrawal id with the same transaction), then settle. Progress is
   * stored between the two, so a crash after signing settles on resume with
   * the transaction already made. A sent transaction cannot be taken back,
   * so neither step has a compensation and settlement only moves forward.
   */
  const sendFlow = deps.flows.define<{ id: number; txid: string | null }>('withdrawal.send', [
    {
      name: 'sign',
      async run(state) {
        const row = await byId(state.id);
        const { txid } = await deps.signer.send({
          id: row.id,
          chain: row.chain,
          address: row.address,
          symbol: row.symbol,
          amount: toPlainString(sub(decimal(row.amount), decimal(row.fee))),
        });
        return { ...state, txid };
      },
    },
    {
      name: 'settle',
      async run(state) {
        const row = await byId(state.id);
        if (row.status === 'success') return state;
        if (state.txid === null) throw new Error(`withdrawal ${row.id} settles without a txid`);
        await settle(row, state.txid);
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

  /** Sends approved withdrawals whose new-address hold has passed, and settles them. */
  async function sendApproved(): Promise<number> {
    const ready = await db
      .selectFrom('withdrawal')
      .selectAll()
      .where('status', '=', 'review_passed')
      .where((eb) => eb.or([eb('hold_until', 'is', null), eb('hold_until', '<=', now())]))
      .orderBy('id')
      .limit(50)
      .execute();
    let firstFailure: unknown;
    let sent = 0;
    for (const row of ready) {
      // One failing chain or node must not hold up the others; the row stays approved and is retried.
      const outcome = await deps.flows.run(sendFlow, `withdrawal-send:${row.id}`, {
        id: row.id,
        txid: null,
      });
      if (outcome.status === 'done') sent += 1;
      else firstFailure ??= new Error(`withdrawal ${row.id}: ${outcome.error ?? outcome.status}`);
    }
    if (firstFailure) throw firstFailure;
    return sent;
  }

  return { sendApproved };
}
