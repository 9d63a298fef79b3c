import { add, decimal, isNegative, neg, toPlainString, type Decimal } from '@exchange/money';
import type { Transaction } from 'kysely';
import type { Posting } from './ledger.types.js';

/** What one user paid in trading fees (or traded) in one coin, within one batch. */
export interface FeePaid {
  readonly userId: number;
  readonly asset: string;
  readonly amount: string;
}

/** One fill's notional for one of its users, in the quote or settlement coin. */
export interface Traded {
  readonly userId: number;
  readonly asset: string;
  readonly amount: Decimal;
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
  volumes: readonly FeePaid[],
  filled: readonly FilledOrder[],
) => Promise<void>;

/**
 * An order a batch filled completely (users are told: notifications):
 * `quantity` in the base coin or contracts, `price` its average fill price.
 */
export interface FilledOrder {
  readonly userId: number;
  readonly orderId: number;
  readonly venue: 'spot' | 'perp';
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly quantity: string;
  readonly price: string;
  /** A contract order that closed a liquidated position. */
  readonly liquidation?: boolean;
}

/** Sums amounts per user and coin. */
function totalled(items: Iterable<Traded>): FeePaid[] {
  const totals = new Map<string, { userId: number; asset: string; amount: Decimal }>();
  for (const item of items) {
    const key = `${item.userId}:${item.asset}`;
    const total = totals.get(key);
    if (total) total.amount = add(total.amount, item.amount);
    else totals.set(key, { ...item });
  }
  return [...totals.values()].map((t) => ({
    userId: t.userId,
    asset: t.asset,
    amount: toPlainString(t.amount),
  }));
}

/**
 * The fees paid in `postings`, per user and coin: what left users' own
 * accounts in postings of type `fee` (the fee as charged, before the
 * platform's split of it between the fee and security-fund accounts).
 */
export function feesPaid(postings: readonly Posting[]): FeePaid[] {
  function* paid(): Generator<Traded> {
    for (const posting of postings) {
      if (posting.type !== 'fee') continue;
      for (const line of posting.lines) {
        if (!('userId' in line.account)) continue;
        const amount = decimal(line.amount);
        if (isNegative(amount))
          yield { userId: line.account.userId, asset: line.account.asset, amount: neg(amount) };
      }
    }
  }
  return totalled(paid());
}

/**
 * Hands the fees in a batch's `postings`, what its fills traded and the
 * orders it filled to `sink`, inside the batch's transaction, when there is either. The key is
 * the first fee posting's, or the first posting's when no fill paid a fee.
 */
export async function recordFees(
  sink: FeeSink | undefined,
  trx: Transaction<unknown>,
  postings: readonly Posting[],
  traded: () => Iterable<Traded> = () => [],
  filled: () => readonly FilledOrder[] = () => [],
): Promise<void> {
  // A venue without a sink (the demo venue) computes nothing on its hot path.
  if (!sink) return;
  const fees = feesPaid(postings);
  const volumes = totalled(traded());
  const first = postings.find((posting) => posting.type === 'fee') ?? postings[0];
  if (!first || (fees.length === 0 && volumes.length === 0)) return;
  await sink(trx, first.idempotencyKey, fees, volumes, filled());
}
