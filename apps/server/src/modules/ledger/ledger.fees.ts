import { add, decimal, isNegative, neg, toPlainString, type Decimal } from '@exchange/money';
import type { Transaction } from 'kysely';
import type { Posting } from './ledger.types.js';

/** What one user paid in trading fees in one coin, within one batch. */
export interface FeePaid {
  readonly userId: number;
  readonly asset: string;
  readonly amount: string;
}

/**
 * Told, inside a trading batch's own transaction, what each user paid in
 * fees in it: the live venue records it as a domain event (referral
 * rebates are shares of fees actually paid), so the record exists exactly
 * when the fees do. `key` names the batch, once: the idempotency key of its
 * first fee posting, unique by the ledger's own rule.
 */
export type FeeSink = (
  trx: Transaction<unknown>,
  key: string,
  fees: readonly FeePaid[],
) => Promise<void>;

/**
 * The fees paid in `postings`, per user and coin: what left users' own
 * accounts in postings of type `fee` (the fee as charged, before the
 * platform's split of it between the fee and security-fund accounts).
 */
export function feesPaid(postings: readonly Posting[]): FeePaid[] {
  const totals = new Map<string, { userId: number; asset: string; amount: Decimal }>();
  for (const posting of postings) {
    if (posting.type !== 'fee') continue;
    for (const line of posting.lines) {
      if (!('userId' in line.account)) continue;
      const amount = decimal(line.amount);
      if (!isNegative(amount)) continue;
      const key = `${line.account.userId}:${line.account.asset}`;
      const total = totals.get(key);
      if (total) total.amount = add(total.amount, neg(amount));
      else
        totals.set(key, {
          userId: line.account.userId,
          asset: line.account.asset,
          amount: neg(amount),
        });
    }
  }
  return [...totals.values()].map((t) => ({
    userId: t.userId,
    asset: t.asset,
    amount: toPlainString(t.amount),
  }));
}

/** Hands the fees in a batch's `postings`, if any, to `sink`, inside the batch's transaction. */
export async function recordFees(
  sink: FeeSink | undefined,
  trx: Transaction<unknown>,
  postings: readonly Posting[],
): Promise<void> {
  if (!sink) return;
  const first = postings.find((posting) => posting.type === 'fee');
  if (!first) return;
  const fees = feesPaid(postings);
  if (fees.length > 0) await sink(trx, first.idempotencyKey, fees);
}
