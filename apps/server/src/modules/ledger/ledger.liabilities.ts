import { sql, type Kysely } from 'kysely';

/** A user's whole balance in one asset: every wallet, available, frozen and locked together. */
export interface UserLiability {
  readonly userId: number;
  readonly asset: string;
  /** NUMERIC as a decimal string. */
  readonly total: string;
}

/** A user account with a part below zero: a proof of liabilities must not count it. */
export interface NegativeAccount {
  readonly accountId: number;
  readonly userId: number;
  readonly asset: string;
  readonly wallet: string;
}

/**
 * What the exchange owes its users, read in one repeatable-read snapshot:
 * every user's total per asset (above zero), the totals per asset, and any
 * user account with a negative part. The proof of liabilities builds its
 * trees from this, and its test compares the trees' totals with `totals`.
 */
export async function userLiabilities(db: Kysely<unknown>): Promise<{
  readonly balances: UserLiability[];
  readonly totals: Map<string, string>;
  readonly negatives: NegativeAccount[];
}> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const balances = await sql<{ user_id: number; asset: string; total: string }>`
        select user_id, asset, sum(available + frozen + locked)::text as total
        from ledger_account where user_id is not null
        group by user_id, asset
        having sum(available + frozen + locked) > 0
        order by asset, user_id`.execute(trx);
      const totals = await sql<{ asset: string; total: string }>`
        select asset, sum(available + frozen + locked)::text as total
        from ledger_account where user_id is not null
        group by asset`.execute(trx);
      const negatives = await sql<{ id: number; user_id: number; asset: string; wallet: string }>`
        select id, user_id, asset, wallet from ledger_account
        where user_id is not null and (available < 0 or frozen < 0 or locked < 0)
        order by id`.execute(trx);
      return {
        balances: balances.rows.map((r) => ({ userId: r.user_id, asset: r.asset, total: r.total })),
        totals: new Map(totals.rows.map((r) => [r.asset, r.total])),
        negatives: negatives.rows.map((r) => ({
          accountId: r.id,
          userId: r.user_id,
          asset: r.asset,
          wallet: r.wallet,
        })),
      };
    });
}
