import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { ReferralTables } from './referral.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  payable:
    'each coin’s referral:payable account holds exactly the rebates set aside and not yet claimed or clawed back',
  budget: 'no promotions account is below zero: nothing was paid beyond the budget',
  setAside:
    'every paid rebate (vesting, claimed or clawed back) was set aside from promotions, and no other was',
  claims: 'a claim paid exactly the rebates that name it',
} as const;

/**
 * The referral programme's invariants over `referral_rebate`,
 * `referral_claim` and the ledger: what is owed to referrers is held, the
 * budget was never overspent, and every claim paid what it says.
 */
export const referralCheck: InvariantCheck<ReferralTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const queries = [
      {
        rule: RULES.payable,
        query: sql<Record<string, unknown>>`
          with owed as (
            select asset, sum(amount) as amount from referral_rebate
            where state = 'vesting' group by asset),
          held as (
            select asset, available as amount from ledger_account
            where system_code = 'referral:payable')
          select coalesce(o.asset, h.asset) as asset, o.amount::text as owed, h.amount::text as held
          from owed o full join held h on h.asset = o.asset
          where coalesce(o.amount, 0) <> coalesce(h.amount, 0)`,
      },
      {
        rule: RULES.budget,
        query: sql<Record<string, unknown>>`
          select asset, available::text from ledger_account
          where system_code = 'promotions' and available < 0`,
      },
      {
        rule: RULES.setAside,
        query: sql<Record<string, unknown>>`
          select r.id::text, r.state from referral_rebate r
          left join ledger_transaction t on t.idempotency_key = 'referral:rebate:' || r.id
          where (t.id is not null) <> (r.state in ('vesting', 'claimed', 'clawed_back'))`,
      },
      {
        rule: RULES.claims,
        query: sql<Record<string, unknown>>`
          select c.id::text, a.asset, a.amount as claimed, (
              select coalesce(sum(r.amount), 0)::text from referral_rebate r
              where r.claim_id = c.id and r.asset = a.asset) as rebates
          from referral_claim c
          cross join lateral jsonb_to_recordset(c.amounts) as a(asset text, amount numeric)
          where a.amount <> (select coalesce(sum(r.amount), 0) from referral_rebate r
            where r.claim_id = c.id and r.asset = a.asset)`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
