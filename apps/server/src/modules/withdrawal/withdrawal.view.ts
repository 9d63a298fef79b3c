import type { Withdrawal } from '@exchange/contracts';
import { decimal, sub, toPlainString } from '@exchange/money';
import type { Selectable } from 'kysely';
import type { WithdrawalTable } from './withdrawal.tables.js';

/** A withdrawal row as users and the console see it. */
export function toView(r: Selectable<WithdrawalTable>): Withdrawal {
  const amount = decimal(r.amount);
  const fee = decimal(r.fee);
  return {
    id: r.id,
    symbol: r.symbol,
    chain: r.chain,
    address: r.address,
    amount: toPlainString(amount),
    fee: toPlainString(fee),
    receiveAmount: toPlainString(sub(amount, fee)),
    status: r.status,
    holdUntil: r.hold_until?.toISOString() ?? null,
    rejectReason: r.reject_reason,
    txid: r.txid,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}
