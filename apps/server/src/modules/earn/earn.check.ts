import { sql, type Kysely } from 'kysely';
import type { InvariantCheck } from '../../module.js';
import type { EarnTables } from './earn.tables.js';
import { violationsOf } from '../../db/rule-queries.js';

const RULES = {
  principal:
    'an earn order is confirming or in custody exactly while its whole principal is held in the buyer’s finance wallet',
  reserve:
    'an open earn order’s reserve holds what it may still be paid (reserved less paid); a closed one holds nothing',
  paid: 'an earn order’s income paid is the sum of its payouts, never above what was reserved for it',
  funded: 'no earn treasury or product funding account is below zero',
  sold: 'a product’s sold stock is the principal of its orders not cancelled',
} as const;

/**
 * Fixed-term earn products' invariants over `earn_order`, `earn_payout`,
 * `earn_product` and the ledger's holds and `earn:*` accounts: every
 * order's money is where its state says, and no product has paid more
 * than it reserved.
 */
export const earnCheck: InvariantCheck<EarnTables> = {
  rules: Object.values(RULES),
  async run(db) {
    const raw = db as unknown as Kysely<unknown>;
    const hold = (prefix: string) => sql`(
      select coalesce(sum(h.remaining), 0) from ledger_hold h where h.key = ${prefix} || o.id)`;
    const queries = [
      {
        rule: RULES.principal,
        query: sql<Record<string, unknown>>`
          select o.id::text as ref, o.status, o.amount::text as owed,
            ${hold('earn:principal:')}::text as held from earn_order o
          where ${hold('earn:principal:')}
            <> case when o.status in ('confirming', 'custody') then o.amount else 0 end
          union all
          select h.key, 'no order', null, h.remaining::text from ledger_hold h
          where h.kind = 'earn_principal' and h.remaining > 0
            and not exists (select 1 from earn_order o where h.key = 'earn:principal:' || o.id)`,
      },
      {
        rule: RULES.reserve,
        query: sql<Record<string, unknown>>`
          select o.id::text as ref, o.status, (o.reserved - o.income_paid)::text as owed,
            ${hold('earn:reserve:')}::text as held from earn_order o
          where ${hold('earn:reserve:')}
            <> case when o.status in ('confirming', 'custody') then o.reserved - o.income_paid else 0 end
          union all
          select h.key, 'no order', null, h.remaining::text from ledger_hold h
          where h.kind = 'earn_reserve' and h.remaining > 0
            and not exists (select 1 from earn_order o where h.key = 'earn:reserve:' || o.id)`,
      },
      {
        rule: RULES.paid,
        query: sql<Record<string, unknown>>`
          select o.id, o.income_paid, o.reserved from earn_order o
          where o.income_paid <> (
              select coalesce(sum(p.amount), 0) from earn_payout p where p.order_id = o.id)
            or o.income_paid > o.reserved
            or o.days_paid <> (select count(*) from earn_payout p where p.order_id = o.id)`,
      },
      {
        rule: RULES.funded,
        query: sql<Record<string, unknown>>`
          select a.system_code, a.asset, a.available from ledger_account a
          where a.system_code like 'earn:%' and a.available < 0`,
      },
      {
        rule: RULES.sold,
        query: sql<Record<string, unknown>>`
          select d.id, d.sold from earn_product d
          where d.sold <> (select coalesce(sum(o.amount), 0) from earn_order o
            where o.product_id = d.id and o.status <> 'cancelled')`,
      },
    ];
    return violationsOf(raw, queries);
  },
};
