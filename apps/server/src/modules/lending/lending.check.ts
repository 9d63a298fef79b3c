import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { LendingTables } from './lending.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  collateral:
    'an open pledge loan holds exactly its collateral under its current hold; a closed one nothing',
  orphan: 'no collateral hold without its open loan',
  pending: 'the pool’s waiting account equals its subscriptions not yet earning',
  redeeming: 'the pool’s redeeming account equals its queued redemptions',
  book: 'the pool’s book is minus what open loans owe (principal and interest charged)',
  cash: 'no pool lends more than it holds: the sum of its accounts is never negative',
  shares: 'a pool’s shares are the sum of its savers’ shares',
  income: 'savers never got more than their share of the interest paid out',
  liquidator:
    'the liquidator holds exactly the unsold collateral and the proceeds of liquidations under way',
} as const;

/**
 * Lending's invariants over its own tables, the ledger's `lending:*`
 * system accounts and its holds of kind `loan_collateral`. Together: the
 * register (lots, queue, loans, shares) and the ledger say the same, and
 * no pool is short.
 */
export const lendingCheck: InvariantCheck<LendingTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const pool = (name: string) => sql`(
      select coalesce(sum(a.available), 0) from ledger_account a
      where a.system_code = ${`lending:${name}`} and a.asset = c.asset)`;
    const assets = sql`(
      select asset from savings_pool
      union select distinct asset from savings_lot
      union select distinct asset from savings_redemption
      union select distinct loan_coin from pledge_loan
      union select distinct a.asset from ledger_account a where a.system_code like 'lending:%') c`;
    const queries = [
      {
        rule: RULES.collateral,
        query: sql<Record<string, unknown>>`
          select l.id, l.status, l.collateral_amount, coalesce(sum(h.remaining), 0) as held
          from pledge_loan l
          left join ledger_hold h on h.kind = 'loan_collateral' and h.closed_tx is null
            and h.key like 'loan:' || l.id || ':%'
          group by l.id
          having coalesce(sum(h.remaining), 0) <>
            case when l.status in ('accruing', 'liquidating') then l.collateral_amount else 0 end
            or count(h.key) filter (where h.key <> 'loan:' || l.id || ':' || l.hold_seq) > 0`,
      },
      {
        rule: RULES.orphan,
        query: sql<Record<string, unknown>>`
          select h.key, h.remaining from ledger_hold h
          where h.closed_tx is null and h.kind = 'loan_collateral' and not exists (
            select 1 from pledge_loan l where h.key = 'loan:' || l.id || ':' || l.hold_seq
              and l.status in ('accruing', 'liquidating'))`,
      },
      {
        rule: RULES.pending,
        query: sql<Record<string, unknown>>`
          select c.asset, ${pool('pending')} as ledger,
            (select coalesce(sum(amount), 0) from savings_lot l
              where l.asset = c.asset and l.converted_at is null) as lots
          from ${assets}
          where ${pool('pending')} <> (select coalesce(sum(amount), 0) from savings_lot l
            where l.asset = c.asset and l.converted_at is null)`,
      },
      {
        rule: RULES.redeeming,
        query: sql<Record<string, unknown>>`
          select c.asset, ${pool('redeeming')} as ledger
          from ${assets}
          where ${pool('redeeming')} <> (select coalesce(sum(amount), 0) from savings_redemption r
            where r.asset = c.asset and r.status = 'queued')`,
      },
      {
        rule: RULES.book,
        query: sql<Record<string, unknown>>`
          select c.asset, ${pool('book')} as ledger
          from ${assets}
          where ${pool('book')} <> -(select coalesce(sum(principal + interest_due), 0)
            from pledge_loan l where l.loan_coin = c.asset and l.status in ('accruing', 'liquidating'))`,
      },
      {
        rule: RULES.cash,
        query: sql<Record<string, unknown>>`
          select c.asset, (select sum(a.available) from ledger_account a
            where a.system_code like 'lending:%' and a.asset = c.asset) as cash
          from ${assets}
          where (select coalesce(sum(a.available), 0) from ledger_account a
            where a.system_code like 'lending:%' and a.asset = c.asset) < 0`,
      },
      {
        rule: RULES.shares,
        query: sql<Record<string, unknown>>`
          select p.asset, p.shares, (select coalesce(sum(shares), 0) from savings_holding h
            where h.asset = p.asset) as held
          from savings_pool p
          where p.shares <> (select coalesce(sum(shares), 0) from savings_holding h
            where h.asset = p.asset)`,
      },
      {
        rule: RULES.income,
        query: sql<Record<string, unknown>>`
          select p.asset, sum(p.savers) as savers, sum(p.interest) as interest
          from savings_payout p, lending_setting s
          group by p.asset, s.saver_share
          having sum(p.savers) > sum(p.interest) * s.saver_share`,
      },
      {
        rule: RULES.liquidator,
        query: sql<Record<string, unknown>>`
          with owed as (
            select collateral as asset, liq_seized - liq_sold as amount from pledge_loan
              where status = 'liquidating'
            union all
            select loan_coin, liq_proceeds from pledge_loan where status = 'liquidating'),
          expected as (select asset, sum(amount) as amount from owed group by asset),
          held as (
            select a.asset, a.available + a.frozen as amount
            from ledger_account a, lending_setting s
            where a.user_id = s.liquidator_id and a.wallet = 'spot')
          select coalesce(e.asset, h.asset) as asset, e.amount as expected, h.amount as held
          from expected e full join held h on h.asset = e.asset
          where coalesce(e.amount, 0) <> coalesce(h.amount, 0)`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
