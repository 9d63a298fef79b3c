import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { MiningTables } from './mining.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  rewards:
    'a mining payout not yet withdrawn is held whole in the buyer’s mining wallet; a withdrawn one holds nothing',
  paid: 'a mining order’s income paid is the sum of its payouts and its days paid their count',
  sold: 'a machine’s units sold are the units of its orders in custody',
  funded: 'no mining-income account is below zero, and every payout was paid from it',
  trial: 'no user has had more than one trial machine',
} as const;

/**
 * Mining's invariants over `mining_order`, `mining_payout`,
 * `mining_machine` and the ledger: every reward is where its state says,
 * no order was paid other than its payouts, and no income was paid that
 * `mining:income` did not hold.
 */
export const miningCheck: InvariantCheck<MiningTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const queries = [
      {
        rule: RULES.rewards,
        query: sql<Record<string, unknown>>`
          select p.id::text as ref, p.amount::text as owed, h.remaining::text as held
          from mining_payout p
          left join ledger_hold h on h.key = 'mining:reward:' || p.order_id || ':' || p.day
          where coalesce(h.remaining, 0)
            <> case when p.withdrawn_at is null then p.amount else 0 end
          union all
          select h.key, null, h.remaining::text from ledger_hold h
          where h.kind = 'mining_reward' and h.remaining > 0
            and not exists (select 1 from mining_payout p
              where h.key = 'mining:reward:' || p.order_id || ':' || p.day)`,
      },
      {
        rule: RULES.paid,
        query: sql<Record<string, unknown>>`
          select o.id, o.income_paid, o.days_paid from mining_order o
          where o.income_paid <> (
              select coalesce(sum(p.amount), 0) from mining_payout p where p.order_id = o.id)
            or o.days_paid <> (select count(*) from mining_payout p where p.order_id = o.id)`,
      },
      {
        rule: RULES.sold,
        query: sql<Record<string, unknown>>`
          select m.id, m.sold from mining_machine m
          where m.sold <> (select coalesce(sum(o.quantity), 0) from mining_order o
            where o.machine_id = m.id and o.status = 'custody')`,
      },
      {
        rule: RULES.funded,
        query: sql<Record<string, unknown>>`
          select a.system_code, a.asset, a.available::text from ledger_account a
          where a.system_code = 'mining:income' and a.available < 0
          union all
          select p.id::text, p.coin, p.amount::text from mining_payout p
          join ledger_transaction t on t.id = p.transaction_id
          where not exists (select 1 from ledger_entry e
            join ledger_account a on a.id = e.account_id
            where e.transaction_id = t.id and a.system_code = 'mining:income'
              and e.amount = -p.amount)`,
      },
      {
        rule: RULES.trial,
        query: sql<Record<string, unknown>>`
          select user_id, count(*) from mining_order where type = 'trial'
          group by user_id having count(*) > 1`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
